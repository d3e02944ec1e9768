import { useTranslation } from 'react-i18next';
import { useSession } from 'shared-api';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { MyJobs } from '../../jobs/components/my-jobs.tsx';
import { CompanyProfile } from '../../profile/components/company-profile.tsx';
import { ApprovalBanner } from './approval-banner.tsx';

export function DashboardPage() {
  const { t } = useTranslation(NAMESPACE);
  const user = useSession((state) => state.user);
  const company = user?.role === 'employer' ? user.profile.companyName : '';
  return (
    <section className="page stack">
      <h1>{company ? t('dashboard.welcome', { company }) : t('dashboard.welcomeAnonymous')}</h1>
      {user ? <ApprovalBanner status={user.approvalStatus} reason={user.rejectionReason} /> : null}
      <p>{t('dashboard.intro')}</p>
      {user?.role === 'employer' ? (
        <div className="employer-dashboard">
          <MyJobs />
          <CompanyProfile key={user.id} user={user} />
        </div>
      ) : null}
    </section>
  );
}
