import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert, JobCard, Spinner, useDocumentTitle, useLocalizedPath } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useSavedJobs } from '../api/get-saved-jobs.ts';

export function SavedJobsPage() {
  const { t } = useTranslation(NAMESPACE);
  const localize = useLocalizedPath();
  useDocumentTitle(t('savedJobs.title'));
  const saved = useSavedJobs();
  return (
    <section className="page stack">
      <h1>{t('savedJobs.title')}</h1>
      {saved.isPending ? (
        <Spinner />
      ) : saved.isError ? (
        <Alert tone="error">{t('dashboard.loadFailed')}</Alert>
      ) : saved.data && saved.data.length > 0 ? (
        <div className="job-list">
          {saved.data.map((job) => (
            <JobCard key={job.id} job={job} level={2} />
          ))}
        </div>
      ) : (
        <div className="empty-state stack">
          <p>{t('savedJobs.empty')}</p>
          <Link to={localize('/jobs')}>{t('savedJobs.browse')}</Link>
        </div>
      )}
    </section>
  );
}
