import { queryOptions } from '@tanstack/react-query';
import { call } from '../client/call.ts';
import type { LocalizedLookupItem } from '../contract/localized-lookups.ts';
import type { LookupList } from '../contract/lookup-lists.ts';
import type { LookupItem } from '../contract/lookups.ts';
import type { PageLanguage } from '../contract/page-paths.ts';
import { localizedLookupsContract, lookupContract } from '../contract-refs.ts';

export const lookupKeys = {
  all: ['lookups'] as const,
  list: (list: LookupList) => [...lookupKeys.all, list] as const,
  /** Under the list's key: a change that refreshes the list refreshes its one-language forms too. */
  localized: (list: LookupList, language: PageLanguage) => [...lookupKeys.list(list), language] as const,
  skillNames: (language: PageLanguage, skills: readonly string[]) =>
    [...lookupKeys.localized('skills', language), 'names', ...skills] as const,
};

/** A failed lookup read is logged and gives an empty list (spec section 7): the page shows names it has. */
async function orEmpty<T>(what: string, signal: AbortSignal, read: () => Promise<T[]>): Promise<T[]> {
  try {
    return await read();
  } catch (error) {
    if (signal.aborted) throw error;
    console.warn(`Could not load ${what}`, error);
    return [];
  }
}

/** GET /<list>: a lookup list with both languages' names (the signed-in areas: forms, the admin's lists). */
export const lookupListQuery = (list: LookupList) =>
  queryOptions({
    queryKey: lookupKeys.list(list),
    queryFn: ({ signal }): Promise<LookupItem[]> =>
      orEmpty(`/${list}`, signal, () => call(lookupContract(list).list, { signal })),
    staleTime: 5 * 60_000,
  });

/** GET /lookups/<language>/<list>: a lookup list in one language (the public pages). */
export const localizedLookupListQuery = (list: LookupList, language: PageLanguage) =>
  queryOptions({
    queryKey: lookupKeys.localized(list, language),
    queryFn: ({ signal }): Promise<LocalizedLookupItem[]> =>
      orEmpty(`/lookups/${language}/${list}`, signal, () =>
        call(localizedLookupsContract.list, { params: { language, list }, signal }),
      ),
    staleTime: 5 * 60_000,
  });

/** GET /lookups/<language>/skill-names: how the skills list names `skills` in one language (none asked: off). */
export const skillNamesQuery = (language: PageLanguage, skills: readonly string[]) =>
  queryOptions({
    queryKey: lookupKeys.skillNames(language, skills),
    queryFn: ({ signal }): Promise<(string | null)[]> =>
      orEmpty(`/lookups/${language}/skill-names`, signal, () =>
        call(localizedLookupsContract.skillNames, { params: { language }, query: { skills: [...skills] }, signal }),
      ),
    enabled: skills.length > 0,
    staleTime: 5 * 60_000,
  });
