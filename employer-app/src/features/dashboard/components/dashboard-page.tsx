import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useSession } from 'shared-api';
import { Alert, useDocumentTitle } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { MyJobs } from '../../jobs/components/my-jobs.tsx';
import { CompanyProfile } from '../../profile/components/company-profile.tsx';
import { ApprovalBanner } from './approval-banner.tsx';

export function DashboardPage() {
  const { t } = useTranslation(NAMESPACE);
  useDocumentTitle(t('dashboard.title'));
  const user = useSession((state) => state.user);
  const company = user?.role === 'employer' ? user.profile.companyName : '';
  // Back from posting a job: its title, to say it is posted.
  const posted = (useLocation().state as { posted?: string } | null)?.posted;
  return (
    <section className="page stack">
      <h1>{company ? t('dashboard.welcome', { company }) : t('dashboard.welcomeAnonymous')}</h1>
      {user ? <ApprovalBanner status={user.approvalStatus} reason={user.rejectionReason} /> : null}
      {posted ? (
        <Alert tone="success" testId="job-posted">
          {t('dashboard.posted', { title: posted })}
        </Alert>
      ) : null}
      <p>{t('dashboard.intro')}</p>
      {user?.role === 'employer' ? (
        <div className="employer-dashboard">
          <MyJobs canPost={user.approvalStatus === 'approved'} />
          <CompanyProfile key={user.id} user={user} />
        </div>
      ) : null}
    </section>
  );
}
