import type { ApplicantsQuery, ApplicationStatus } from 'shared-api';
import { APPLICATION_STATUSES, SCREENING_REQUIREMENT_FILTERS } from 'shared-api/area-constants';

type Requirements = (typeof SCREENING_REQUIREMENT_FILTERS)[number];

/** What the applicant list's filter form edits. */
export type ApplicantFilter = {
  skills: string;
  city: string;
  education: string;
  experience: string;
  status: ApplicationStatus | '';
  /** The screening answers: every one meets its requirement, or one does not ('' either). */
  requirements: Requirements | '';
};

/** The list on screen: the filters and the page, as the URL's search params hold them. */
export type ApplicantSearch = ApplicantFilter & { page: number };

/** The filters typed as text (written to the URL after a quiet moment; the status goes at once). */
export const TEXT_FILTERS = ['skills', 'city', 'education', 'experience'] as const;

const isStatus = (value: string | null): value is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly string[]).includes(value ?? '');
const isRequirements = (value: string | null): value is Requirements =>
  (SCREENING_REQUIREMENT_FILTERS as readonly string[]).includes(value ?? '');

/** The filters chosen from a list (written to the URL at once). */
export const CHOSEN_FILTERS = ['status', 'requirements'] as const;

/** The search of a URL: unknown statuses and pages below 1 (or not whole numbers) read as none and 1. */
export function searchFromParams(params: URLSearchParams): ApplicantSearch {
  const page = Number(params.get('page'));
  const status = params.get('status');
  const requirements = params.get('requirements');
  return {
    skills: params.get('skills') ?? '',
    city: params.get('city') ?? '',
    education: params.get('education') ?? '',
    experience: params.get('experience') ?? '',
    status: isStatus(status) ? status : '',
    requirements: isRequirements(requirements) ? requirements : '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The search as the API takes it: empty filters and page 1 left out. */
export function searchToQuery(search: ApplicantSearch): ApplicantsQuery {
  const query: ApplicantsQuery = {};
  for (const name of TEXT_FILTERS) {
    const value = search[name].trim();
    if (value) query[name] = value;
  }
  if (search.status) query.status = search.status;
  if (search.requirements) query.requirements = search.requirements;
  if (search.page > 1) query.page = search.page;
  return query;
}

/** The search as URL search params (the same parts as the API's query, untrimmed text kept as typed). */
export function searchToParams(search: ApplicantSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of TEXT_FILTERS) if (search[name].trim()) params.set(name, search[name]);
  if (search.status) params.set('status', search.status);
  if (search.requirements) params.set('requirements', search.requirements);
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

export const filterOf = ({ page: _page, ...filter }: ApplicantSearch): ApplicantFilter => filter;

export const isFiltering = (filter: ApplicantFilter) => Object.values(filter).some((value) => value.trim() !== '');

/** Whether two filter sets ask for the same list (text compared trimmed). */
export const sameFilter = (a: ApplicantFilter, b: ApplicantFilter) =>
  CHOSEN_FILTERS.every((name) => a[name] === b[name]) &&
  TEXT_FILTERS.every((name) => a[name].trim() === b[name].trim());
