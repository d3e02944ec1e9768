import { useTranslation } from 'react-i18next';
import { useSession } from 'shared-api';
import { useDocumentTitle } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { ApprovalBanner } from '../../dashboard/components/approval-banner.tsx';
import { CompanyProfile } from './company-profile.tsx';

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
          <CompanyProfile key={user.id} user={user} />
        </>
      ) : null}
    </section>
  );
}
