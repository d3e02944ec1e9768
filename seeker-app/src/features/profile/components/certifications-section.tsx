import { useTranslation } from 'react-i18next';
import type { User } from 'shared-api';
import { formatDate, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useDeleteCertification, useSaveCertification } from '../api/save-certifications.ts';
import { CertificationForm } from './certification-form.tsx';
import { EditableListSection } from './editable-list-section.tsx';

type Seeker = Extract<User, { role: 'job_seeker' }>;

/** Certifications are saved with PUT /users/profile carrying the whole list (spec section 7). */
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
      itemName={(c) => c.name}
      renderItem={(c) => (
        <>
          <h3>{c.name}</h3>
          {c.issuingOrganization ? <p>{c.issuingOrganization}</p> : null}
          {c.issueDate ? (
            <p className="muted">{t('certifications.issued', { date: formatDate(c.issueDate, language) })}</p>
          ) : null}
        </>
      )}
      renderForm={(props) => <CertificationForm {...props} />}
      save={save}
      remove={remove}
    />
  );
}
