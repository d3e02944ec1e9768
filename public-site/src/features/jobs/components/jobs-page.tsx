import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  JobCard,
  JobFilters,
  KeywordCombobox,
  Pager,
  PopoverToggle,
  Spinner,
  useDocumentTitle,
  useLocalizedPath,
} from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useSkillNames } from '../../../lib/use-skill-names.ts';
import { CreateAlert } from '../../alerts/components/create-alert.tsx';
import { useJobSearch } from '../api/get-jobs.ts';
import { activeFilterCount } from '../lib/filter-params.ts';
import { useJobsSearch } from '../lib/use-jobs-search.ts';
import { ActiveFilters } from './active-filters.tsx';
import { DidYouMean } from './did-you-mean.tsx';
import { FeedLinks } from './feed-links.tsx';
import { FilterSheet } from './filter-sheet.tsx';

export { jobsPageData } from '../api/jobs-page-data.ts';

/** The sidebar: also what "Filters (n)" opens as a native popover before the page's scripts have run. */
const FILTERS_ID = 'jobs-filters';

/**
 * /jobs: the keyword box above the results, the filters beside them (a sidebar on a wide screen, a sheet opened
 * by "Filters (n)" on a phone, where the results come first); the whole search lives in the URL.
 * Before hydration (server README, "Server-side rendering") the sidebar is a GET form to /jobs with an Apply
 * button, and on a phone "Filters (n)" shows it as a popover (popovertarget); hydrated, the click opens the sheet.
 */
export function JobsPage() {
  const { t } = useTranslation(NAMESPACE);
  const { applied, draft, changeFilter, applyFilter, changePage } = useJobsSearch();
  const localize = useLocalizedPath();
  const skillName = useSkillNames(draft.skills ?? []);
  // The search in the tab's title (as the server's <title> says it): tabs and history tell searches apart.
  useDocumentTitle(applied.q ? `${applied.q} – ${t('jobs.title')}` : t('jobs.title'));
  const [sheetOpen, setSheetOpen] = useState(false);
  const keywordId = useId();
  const filterCount = activeFilterCount(applied);
  const query = useJobSearch(applied);
  const results = useRef<HTMLDivElement>(null);
  const page = applied.page ?? 1;
  const firstPage = useRef(page);

  // Filters opened natively before hydration give way to the sheet, which the button opens from now on.
  useEffect(() => {
    try {
      document.getElementById(FILTERS_ID)?.hidePopover?.();
    } catch {
      // not open: nothing to close
    }
  }, []);

  // A new page of results: bring its top into view (the pager sits below the list).
  useEffect(() => {
    if (page !== firstPage.current) results.current?.scrollIntoView?.({ block: 'start' });
    firstPage.current = page;
  }, [page]);

  const data = query.data;
  return (
    <div className="page jobs-layout">
      <h1>{t('jobs.title')}</h1>
      <search className="jobs-search">
        <div className="field jobs-keyword">
          <label className="field-label" htmlFor={keywordId}>
            {t('filters.keyword', { ns: 'common' })}
          </label>
          <KeywordCombobox
            id={keywordId}
            value={draft.q ?? ''}
            placeholder={t('filters.keywordHint', { ns: 'common' })}
            onChange={(q) => changeFilter({ ...draft, q: q || undefined })}
          />
        </div>
        <PopoverToggle
          variant="secondary"
          className="jobs-filter-button"
          aria-haspopup="dialog"
          data-testid="filter-button"
          popoverId={FILTERS_ID}
          expanded={sheetOpen}
          onToggle={() => setSheetOpen(true)}
        >
          {filterCount > 0 ? t('jobs.filtersButton', { count: filterCount }) : t('jobs.filtersNone')}
        </PopoverToggle>
      </search>
      <aside className="jobs-sidebar" id={FILTERS_ID} popover="auto">
        <JobFilters
          value={draft}
          onChange={changeFilter}
          showKeyword={false}
          action={localize('/jobs')}
          skillName={skillName}
        >
          {applied.q ? <input type="hidden" name="q" value={applied.q} /> : null}
          {applied.skills?.length ? <input type="hidden" name="skills" value={applied.skills.join(',')} /> : null}
          <div className="jobs-filters-nojs">
            <Button
              variant="ghost"
              className="jobs-filters-close"
              popoverTarget={FILTERS_ID}
              popoverTargetAction="hide"
            >
              {t('actions.close', { ns: 'common' })}
            </Button>
            <Button type="submit">{t('jobs.applyFilters')}</Button>
          </div>
        </JobFilters>
      </aside>
      <FilterSheet
        open={sheetOpen}
        applied={applied}
        onClose={() => setSheetOpen(false)}
        onApply={(next) => {
          setSheetOpen(false);
          applyFilter(next);
        }}
      />
      <section className="jobs-results" aria-labelledby="jobs-results-heading" aria-busy={query.isFetching}>
        <h2 id="jobs-results-heading" className="visually-hidden">
          {t('jobs.results')}
        </h2>
        <div ref={results} />
        <ActiveFilters filter={applied} />
        <div className="jobs-alert-bar">
          <p>{t('alerts.prompt')}</p>
          <CreateAlert filter={applied} />
        </div>
        <FeedLinks filter={applied} />
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
            {applied.q || filterCount > 0 ? <p>{t('jobs.noJobsHint')}</p> : null}
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
