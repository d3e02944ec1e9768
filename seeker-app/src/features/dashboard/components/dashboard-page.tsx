import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from 'shared-api';
import { Alert, Spinner, useDocumentTitle, useLocalizedPath } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { usePreferredJobs } from '../../preferred-jobs/api/get-preferred-jobs.ts';
import { useSavedJobs } from '../../saved-jobs/api/get-saved-jobs.ts';
import { MyTrainings } from '../../trainings/components/my-trainings.tsx';
import { useMyApplications } from '../api/get-applications.ts';
import { useOpenJobs } from '../api/get-open-jobs.ts';
import { ApplicationList } from './application-list.tsx';
import { JobPanel } from './job-panel.tsx';

/** Spec section 9: 5 applications, 2 preferred jobs, 2 open jobs, 4 saved jobs. */
const COUNTS = { applications: 5, preferred: 2, open: 2, saved: 4 } as const;

export function DashboardPage() {
  const { t } = useTranslation(NAMESPACE);
  const localize = useLocalizedPath();
  const user = useSession((state) => state.user);
  const name = user?.role === 'job_seeker' ? user.profile.fullName : '';
  const applications = useMyApplications();
  const preferred = usePreferredJobs(COUNTS.preferred);
  const open = useOpenJobs(COUNTS.open);
  const saved = useSavedJobs();
  useDocumentTitle(t('dashboard.title'));
  return (
    <section className="page stack">
      <h1>{name ? t('dashboard.welcome', { name }) : t('dashboard.welcomeAnonymous')}</h1>
      <p>{t('dashboard.intro')}</p>
      <section className="stack" aria-labelledby="seeker-applications-title" data-testid="dashboard-applications">
        <h2 id="seeker-applications-title">{t('dashboard.applications')}</h2>
        {applications.isPending ? (
          <Spinner />
        ) : applications.isError ? (
          <Alert tone="error">{t('dashboard.loadFailed')}</Alert>
        ) : (
          <ApplicationList applications={(applications.data ?? []).slice(0, COUNTS.applications)} />
        )}
        <Link to="/job_seeker/applications">{t('myApplications.viewAll')}</Link>
        <Link to="/job_seeker/invitations">{t('invitations.dashboardLink')}</Link>
      </section>
      <MyTrainings />
      <div className="seeker-dashboard-grid">
        <JobPanel
          title={t('dashboard.preferredJobs')}
          testId="dashboard-preferred"
          jobs={preferred.data}
          loading={preferred.isPending}
          failed={preferred.isError}
          empty={t('dashboard.noPreferred')}
          viewAll="/job_seeker/preferred-jobs"
        />
        <JobPanel
          title={t('dashboard.openJobs')}
          testId="dashboard-open"
          jobs={open.data?.items}
          loading={open.isPending}
          failed={open.isError}
          empty={t('dashboard.noOpenJobs')}
          viewAll="/jobs"
        />
        <JobPanel
          title={t('dashboard.savedJobs')}
          testId="dashboard-saved"
          jobs={saved.data?.slice(0, COUNTS.saved)}
          loading={saved.isPending}
          failed={saved.isError}
          empty={t('dashboard.noSavedJobs')}
          viewAll="/job_seeker/saved-jobs"
        />
      </div>
      <Link to={localize('/jobs')}>{t('dashboard.browseJobs')}</Link>
    </section>
  );
}
