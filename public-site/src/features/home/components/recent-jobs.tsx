import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { JobCard, Spinner, useLocalizedPath } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useRecentJobs } from '../api/get-recent-jobs.ts';

/** The 6 most recent open jobs; a failure to load shows the same empty state (logged). */
export function RecentJobs() {
  const { t } = useTranslation(NAMESPACE);
  const query = useRecentJobs();
  const localize = useLocalizedPath();
  return (
    <section className="home-section" aria-labelledby="recent-jobs-title">
      <div className="section-head">
        <h2 id="recent-jobs-title">{t('home.recent.title')}</h2>
        <Link to={localize('/jobs')}>{t('home.recent.viewAll')}</Link>
      </div>
      {query.isPending ? (
        <Spinner label={t('jobs.loading')} />
      ) : query.data && query.data.length > 0 ? (
        <ul className="job-grid">
          {query.data.map((job) => (
            <li key={job.id}>
              <JobCard job={job} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty-state">{t('home.recent.empty')}</p>
      )}
    </section>
  );
}
