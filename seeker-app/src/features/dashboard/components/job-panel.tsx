import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Job, JobSummary } from 'shared-api';
import { Alert, JobCard, Spinner } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';

type JobPanelProps = {
  title: string;
  testId: string;
  jobs: readonly (Job | JobSummary)[] | null | undefined;
  loading: boolean;
  failed: boolean;
  empty: ReactNode;
  viewAll?: string;
};

/** One dashboard block of job cards with its heading, empty state and "view all" link. */
export function JobPanel({ title, testId, jobs, loading, failed, empty, viewAll }: JobPanelProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className="stack" data-testid={testId} aria-label={title}>
      <div className="seeker-section-head">
        <h2>{title}</h2>
        {viewAll ? <Link to={viewAll}>{t('dashboard.viewAll')}</Link> : null}
      </div>
      {loading ? (
        <Spinner />
      ) : failed ? (
        <Alert tone="error">{t('dashboard.loadFailed')}</Alert>
      ) : jobs && jobs.length > 0 ? (
        <div className="job-list">
          {jobs.map((job) => (
            <JobCard key={job.id} job={job} />
          ))}
        </div>
      ) : (
        <p className="empty-state">{empty}</p>
      )}
    </section>
  );
}
