import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import {
  type ApplicantFilter,
  type ApplicantSearch,
  CHOSEN_FILTERS,
  filterOf,
  sameFilter,
  searchFromParams,
  searchToParams,
} from './applicant-search.ts';

/** Quiet time after the last keystroke before a text filter is applied (as the jobs list's filters). */
export const FILTER_DEBOUNCE_MS = 300;

/**
 * The applicant list's search lives in the URL, so a reload, a shared link and Back bring the same list. The form
 * edits the filters; typed text reaches the URL after FILTER_DEBOUNCE_MS of quiet, replacing the current history
 * entry (Back leaves the list, not one letter); a status or a page is a new entry. A changed filter starts at page
 * 1. When the URL changes from outside (Back, a link), the form follows it.
 */
export function useApplicantSearch() {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const applied = useMemo<ApplicantSearch>(() => searchFromParams(new URLSearchParams(search)), [search]);
  const form = useForm<ApplicantFilter>({ defaultValues: filterOf(applied) });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const current = useRef(search);
  current.current = search;

  useEffect(() => {
    if (!sameFilter(form.getValues(), filterOf(applied))) {
      clearTimeout(timer.current);
      form.reset(filterOf(applied));
    }
  }, [applied, form]);

  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      const filter = { ...filterOf(applied), ...values } as ApplicantFilter;
      const write = (replace: boolean) => {
        if (sameFilter(filter, filterOf(searchFromParams(new URLSearchParams(current.current))))) return;
        setParams(searchToParams({ ...filter, page: 1 }), { replace });
      };
      clearTimeout(timer.current);
      if (CHOSEN_FILTERS.includes(name as (typeof CHOSEN_FILTERS)[number])) write(false);
      else timer.current = setTimeout(() => write(true), FILTER_DEBOUNCE_MS);
    });
    return () => subscription.unsubscribe();
  }, [form, applied, setParams]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const changePage = useCallback(
    (page: number) => {
      clearTimeout(timer.current);
      setParams(searchToParams({ ...applied, page }));
      window.scrollTo({ top: 0 });
    },
    [applied, setParams],
  );

  return { applied, form, changePage };
}
