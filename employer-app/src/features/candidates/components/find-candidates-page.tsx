import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, formatNumber, Pager, Spinner, serverMessage, useDocumentTitle, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useCandidates } from '../api/candidates.ts';
import { filtersFromParams, paramsFromFilters, queryOf } from '../lib/candidate-search-params.ts';
import { CandidateFacts } from './candidate-facts.tsx';
import { CandidateFilters } from './candidate-filters.tsx';

/** /employer/candidates: the seekers who chose to be found, filtered and paged on the server. */
export function FindCandidatesPage() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const { filters, page } = filtersFromParams(params);
  const results = useCandidates(queryOf(filters, page));
  useDocumentTitle(t('candidates.title'));
  return (
    <section className="page stack" aria-labelledby="find-candidates-title">
      <h1 id="find-candidates-title">{t('candidates.title')}</h1>
      <p>{t('candidates.intro')}</p>
      <CandidateFilters
        key={params.toString()}
        initial={filters}
        onSearch={(next) => setParams(paramsFromFilters(next))}
      />
      <section className="stack" aria-labelledby="candidate-results-title" aria-live="polite">
        <h2 id="candidate-results-title">
          {results.data
            ? t(results.data.totalCapped ? 'candidates.foundMore' : 'candidates.found', {
                count: results.data.total,
                total: formatNumber(results.data.total, language),
              })
            : t('candidates.results')}
        </h2>
        {results.data?.totalCapped ? (
          <p className="muted">{t('candidates.narrow', { total: formatNumber(results.data.total, language) })}</p>
        ) : null}
        {results.isPending ? (
          <Spinner />
        ) : results.isError ? (
          <Alert tone="error">{serverMessage(results.error, t('candidates.loadFailed'))}</Alert>
        ) : results.data.total === 0 ? (
          <p className="empty-state">{t('candidates.none')}</p>
        ) : (
          <>
            <ul className="application-list" data-testid="candidate-results">
              {results.data.items.map((candidate) => (
                <li key={candidate.id} className="card stack">
                  <Link to={`/employer/candidates/${candidate.id}`}>
                    <strong>{candidate.displayName}</strong>
                  </Link>
                  {candidate.headline ? <span>{candidate.headline}</span> : null}
                  <CandidateFacts candidate={candidate} />
                  {candidate.skills.length > 0 ? <span className="muted">{candidate.skills.join(', ')}</span> : null}
                </li>
              ))}
            </ul>
            <Pager
              page={results.data.page}
              pageSize={results.data.pageSize}
              total={results.data.total}
              onPageChange={(next) => {
                setParams(paramsFromFilters(filters, next));
                window.scrollTo({ top: 0 });
              }}
            />
          </>
        )}
      </section>
    </section>
  );
}
