import type { JobsFilter, LocalizedLookupItem, LookupList } from 'shared-api';

/** One chosen filter as a chip: its name in the page's language and the search without it (back at page 1). */
export type ActiveFilter = { key: string; name: string; without: JobsFilter };

/** The lists naming a search's filters, in the page's language. */
export type FilterLists = Partial<Record<NamedList, readonly LocalizedLookupItem[]>>;

/** The filters naming lookup entries (one id or a list of ids), in the order of the filter panel. */
const NAMED_FILTERS = [
  ['categoryId', 'categories'],
  ['industryId', 'industries'],
  ['jobTypes', 'job-types'],
  ['locationIds', 'locations'],
  ['experienceLevels', 'experience-levels'],
  ['educationLevels', 'education-levels'],
  ['jobLevels', 'job-levels'],
  ['salaryRange', 'salary-ranges'],
] as const satisfies readonly (readonly [keyof JobsFilter, LookupList])[];

type NamedList = (typeof NAMED_FILTERS)[number][1];

/** The lists that name the filters `filter` has chosen (skills aside), in the order of the filter panel. */
export function namedLists(filter: JobsFilter): NamedList[] {
  return NAMED_FILTERS.filter(([key]) => {
    const value = filter[key];
    return Array.isArray(value) ? value.length > 0 : Boolean(value);
  }).map(([, list]) => list);
}

/**
 * The chosen filters of a search (what "Filters (n)" counts), in the order of the filter panel, each named in the
 * page's language, skills by `skillName`. An id no list knows (a deleted entry, a list that failed to
 * load) has no name to show and no chip; the keyword and the sort are not filters and stay in every `without`.
 */
export function activeFilters(
  filter: JobsFilter,
  lists: FilterLists,
  skillName: (skill: string) => string,
): ActiveFilter[] {
  const out: ActiveFilter[] = [];
  for (const [key, list] of NAMED_FILTERS) {
    const value = filter[key];
    for (const id of Array.isArray(value) ? value : value ? [value] : []) {
      const item = lists[list]?.find((entry) => entry.id === id);
      if (!item) continue;
      const rest = Array.isArray(value) ? value.filter((other) => other !== id) : undefined;
      out.push({ key: `${key}:${id}`, name: item.name, without: { ...filter, [key]: rest } });
    }
  }
  for (const skill of filter.skills ?? []) {
    const rest = (filter.skills ?? []).filter((other) => other !== skill);
    out.push({
      key: `skills:${skill}`,
      name: skillName(skill),
      without: { ...filter, skills: rest },
    });
  }
  return out.map((chip) => ({ ...chip, without: { ...chip.without, page: undefined } }));
}
