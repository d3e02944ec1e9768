import type { CandidatesQuery } from 'shared-api';

/** The filters of the candidate search as the form edits them (the URL holds the same names). */
export type CandidateFilterValues = {
  q: string;
  skills: string;
  locationId: string;
  educationLevel: string;
  minExperienceYears: string;
  maxSalary: string;
};

export const EMPTY_FILTERS: CandidateFilterValues = {
  q: '',
  skills: '',
  locationId: '',
  educationLevel: '',
  minExperienceYears: '',
  maxSalary: '',
};

/** The filters and page written in the page's URL (`?q=…&page=2`), blanks left out. */
export function filtersFromParams(params: URLSearchParams): { filters: CandidateFilterValues; page: number } {
  const filters = { ...EMPTY_FILTERS };
  for (const key of Object.keys(EMPTY_FILTERS) as (keyof CandidateFilterValues)[]) {
    filters[key] = params.get(key) ?? '';
  }
  const page = Number(params.get('page'));
  return { filters, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

export function paramsFromFilters(filters: CandidateFilterValues, page = 1): Record<string, string> {
  const entries = Object.entries(filters).filter(([, value]) => value.trim() !== '');
  if (page > 1) entries.push(['page', String(page)]);
  return Object.fromEntries(entries.map(([key, value]) => [key, value.trim()]));
}

/** The API query of GET /employer/candidates for these filters. */
export function queryOf(filters: CandidateFilterValues, page: number): CandidatesQuery {
  const query: Record<string, string | number> = { page };
  if (filters.q.trim()) query.q = filters.q.trim();
  if (filters.skills.trim()) query.skills = filters.skills.trim();
  if (filters.locationId) query.locationIds = filters.locationId;
  if (filters.educationLevel) query.educationLevels = filters.educationLevel;
  if (filters.minExperienceYears.trim()) query.minExperienceYears = filters.minExperienceYears.trim();
  if (filters.maxSalary.trim()) query.maxSalary = filters.maxSalary.trim();
  return query as CandidatesQuery;
}
