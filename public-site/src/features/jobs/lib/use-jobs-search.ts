import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { JobsFilter } from 'shared-api';
import { filterFromParams } from './filter-from-params.ts';
import { criteriaKey, filterToSearch } from './filter-params.ts';

/** Quiet time after the last filter or keyword change before the search runs (spec section 9). */
export const FILTER_DEBOUNCE_MS = 300;

/**
 * The job search lives in the URL (shareable, Back works). The filter panel edits a draft at
 * once; the draft is written to the URL (a new history entry, back to page 1) after 300 ms of
 * quiet. Paging writes to the URL at once. When the URL changes from outside (Back, a link),
 * the draft follows it.
 */
export function useJobsSearch() {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const applied = useMemo(() => filterFromParams(new URLSearchParams(search)), [search]);
  const [draft, setDraft] = useState<JobsFilter>(applied);
  // The draft follows a new URL in the same render (no effect: the page's first render, hydration's included, is
  // not followed by a second render of the whole page).
  const [draftOf, setDraftOf] = useState(search);
  if (draftOf !== search) {
    setDraftOf(search);
    setDraft(applied);
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const currentSearch = useRef(search);
  currentSearch.current = search;

  useEffect(() => () => clearTimeout(timer.current), []);

  const changeFilter = useCallback(
    (next: JobsFilter) => {
      setDraft(next);
      clearTimeout(timer.current);
      const typedOn = window.location.pathname;
      timer.current = setTimeout(() => {
        // A link may already have taken the reader to another page, still loading while this one shows: the search
        // then belongs to a page they left, and writing it would take them back.
        if (window.location.pathname !== typedOn) return;
        const nextSearch = filterToSearch({ ...next, page: undefined });
        if (criteriaKey(next) !== criteriaKey(filterFromParams(new URLSearchParams(currentSearch.current)))) {
          setParams(new URLSearchParams(nextSearch));
        }
      }, FILTER_DEBOUNCE_MS);
    },
    [setParams],
  );

  /** Writes a search to the URL at once, back at page 1 (the filter sheet's Apply). */
  const applyFilter = useCallback(
    (next: JobsFilter) => {
      clearTimeout(timer.current);
      setDraft(next);
      setParams(new URLSearchParams(filterToSearch({ ...next, page: undefined })));
    },
    [setParams],
  );

  const changePage = useCallback(
    (page: number) => {
      clearTimeout(timer.current);
      setParams(new URLSearchParams(filterToSearch({ ...applied, page })));
    },
    [applied, setParams],
  );

  return { applied, draft, changeFilter, applyFilter, changePage };
}
