import { useTranslation } from 'react-i18next';
import type { User } from 'shared-api';
import { useLanguage } from 'shared-ui';
import { CertificationDetails, certificationName } from 'shared-ui/areas';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useDeleteCertification, useSaveCertification } from '../api/save-certifications.ts';
import { CertificationForm } from './certification-form.tsx';
import { EditableListSection } from './editable-list-section.tsx';

type Seeker = Extract<User, { role: 'job_seeker' }>;

/**
 * Certifications are saved with PUT /users/profile carrying the whole list (spec section 7). One the portal verified
 * (a completed training) shows its mark and has no Edit or Delete: the server keeps it whatever the list says.
 */
export function CertificationsSection({ user }: { user: Seeker }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const list = user.profile.certifications;
  const save = useSaveCertification(list);
  const remove = useDeleteCertification(list);

  return (
    <EditableListSection
      headingId="seeker-certifications-title"
      title={t('certifications.title')}
      addLabel={t('certifications.add')}
      editLabel={t('certifications.edit')}
      emptyText={t('certifications.none')}
      items={list}
      itemName={(c) => certificationName(c, language)}
      renderItem={(c) => (
        <>
          <h3>{certificationName(c, language)}</h3>
          <CertificationDetails certification={c} />
        </>
      )}
      canChange={(c) => !c.verified}
      renderForm={(props) => <CertificationForm {...props} />}
      save={save}
      remove={remove}
    />
  );
}
