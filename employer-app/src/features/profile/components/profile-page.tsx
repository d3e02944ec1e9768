import { useTranslation } from 'react-i18next';
import { useSession } from 'shared-api';
import { useDocumentTitle } from 'shared-ui';
import { UnsavedEditsGuard } from 'shared-ui/form';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { ApprovalBanner } from '../../dashboard/components/approval-banner.tsx';
import { CompanyProfile } from './company-profile.tsx';

/** The employer's profile page: the approval status and the company profile (leaving it unsaved asks first). */
export function ProfilePage() {
  const { t } = useTranslation(NAMESPACE);
  useDocumentTitle(t('profile.pageTitle'));
  const user = useSession((state) => state.user);
  return (
    <section className="page stack">
      <h1>{t('profile.pageTitle')}</h1>
      {user?.role === 'employer' ? (
        <>
          <ApprovalBanner status={user.approvalStatus} reason={user.rejectionReason} />
          <UnsavedEditsGuard>
            <CompanyProfile key={user.id} user={user} />
          </UnsavedEditsGuard>
        </>
      ) : null}
    </section>
  );
}
