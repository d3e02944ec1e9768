import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';

/** Server data stays fresh this long after hydration: the page does not fetch again what it came with. */
export const HYDRATED_FRESH_MS = 60_000;

/**
 * Puts a server-rendered page's react-query cache into `client`, each query counted as fetched when the page
 * arrived (`now`), not when it was rendered: the server keeps a rendered page until its data changes (server
 * README, "Page cache and CDN"), so a page rendered an hour ago still shows what the database holds. Counted from the
 * render, every kept page older than HYDRATED_FRESH_MS asked the API for all its data again right after
 * hydrating, and that first call loaded the whole contract's schemas (docs/decisions/hydrated-data-age.md).
 * A failure the server rendered (a job that is gone) is shown as rendered, not asked again on mount.
 */
export function hydratePageQueries(client: QueryClient, state: DehydratedState, now = Date.now()): void {
  const queries = state.queries.map((query) => ({
    ...query,
    state: {
      ...query.state,
      dataUpdatedAt: query.state.dataUpdatedAt > 0 ? now : 0,
      errorUpdatedAt: query.state.errorUpdatedAt > 0 ? now : 0,
    },
  }));
  hydrate(client, { ...state, queries });
  for (const query of queries) {
    const failed = query.state.status === 'error';
    client.setQueryDefaults(query.queryKey, {
      staleTime: HYDRATED_FRESH_MS,
      ...(failed ? { retryOnMount: false } : {}),
    });
  }
}
