import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from 'shared-api';
import { Alert, JobCard, Spinner, useDocumentTitle, useLocalizedPath } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { usePreferredJobs } from '../api/get-preferred-jobs.ts';

const PAGE_LIMIT = 20;

export function PreferredJobsPage() {
  const { t } = useTranslation(NAMESPACE);
  const localize = useLocalizedPath();
  useDocumentTitle(t('preferredJobs.title'));
  const user = useSession((state) => state.user);
  const skills = user?.role === 'job_seeker' ? user.profile.skills : [];
  const preferred = usePreferredJobs(PAGE_LIMIT, skills.length > 0);
  return (
    <section className="page stack">
      <h1>{t('preferredJobs.title')}</h1>
      {skills.length === 0 ? (
        <div className="empty-state stack">
          <p>{t('preferredJobs.noSkills')}</p>
          <Link to="/job_seeker/profile">{t('preferredJobs.goToProfile')}</Link>
        </div>
      ) : preferred.isPending ? (
        <Spinner />
      ) : preferred.isError ? (
        <Alert tone="error">{t('dashboard.loadFailed')}</Alert>
      ) : preferred.data && preferred.data.length > 0 ? (
        <>
          <p>{t('preferredJobs.intro')}</p>
          <div className="job-list">
            {preferred.data.map((job) => (
              <JobCard key={job.id} job={job} level={2} />
            ))}
          </div>
        </>
      ) : (
        <div className="empty-state stack">
          <p>{t('preferredJobs.noMatches')}</p>
          <Link to={localize('/jobs')}>{t('preferredJobs.browse')}</Link>
        </div>
      )}
    </section>
  );
}
