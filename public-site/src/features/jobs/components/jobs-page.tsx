import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, JobCard, JobFilters, Pager, Spinner } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { CreateAlert } from '../../alerts/components/create-alert.tsx';
import { useJobSearch } from '../api/get-jobs.ts';
import { DidYouMean } from './did-you-mean.tsx';
import { useJobsSearch } from './use-jobs-search.ts';

/** /jobs: filters beside the results; the whole search lives in the URL. */
export function JobsPage() {
  const { t } = useTranslation(NAMESPACE);
  const { applied, draft, changeFilter, changePage } = useJobsSearch();
  const query = useJobSearch(applied);
  const results = useRef<HTMLDivElement>(null);
  const page = applied.page ?? 1;
  const firstPage = useRef(page);

  // A new page of results: bring its top into view (the pager sits below the list).
  useEffect(() => {
    if (page !== firstPage.current) results.current?.scrollIntoView?.({ block: 'start' });
    firstPage.current = page;
  }, [page]);

  const data = query.data;
  return (
    <div className="page jobs-layout">
      <h1>{t('jobs.title')}</h1>
      <aside className="jobs-sidebar">
        <JobFilters value={draft} onChange={changeFilter} />
      </aside>
      <section className="jobs-results" aria-labelledby="jobs-results-heading" aria-busy={query.isFetching}>
        <h2 id="jobs-results-heading" className="visually-hidden">
          {t('jobs.results')}
        </h2>
        <div ref={results} />
        <div className="jobs-alert-bar">
          <p>{t('alerts.prompt')}</p>
          <CreateAlert filter={applied} />
        </div>
        {query.isPending ? (
          <Spinner label={t('jobs.loading')} />
        ) : query.isError && !data ? (
          <Alert tone="error" title={t('jobs.loadError')}>
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {t('jobs.retry')}
            </Button>
          </Alert>
        ) : data && data.items.length === 0 ? (
          <div className="empty-state" role="status">
            <p>{t('jobs.noJobs')}</p>
            <DidYouMean filter={applied} suggestion={data.didYouMean} />
          </div>
        ) : data ? (
          <>
            <p className="visually-hidden" role="status">
              {t('jobs.count', { count: data.total })}
            </p>
            <ul className="job-list">
              {data.items.map((job) => (
                <li key={job.id}>
                  <JobCard job={job} />
                </li>
              ))}
            </ul>
            <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPageChange={changePage} />
          </>
        ) : null}
      </section>
    </div>
  );
}
