import { type DehydratedState, dehydrate, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { HYDRATED_FRESH_MS, hydratePageQueries } from './hydrated-queries.ts';

const HOUR = 3_600_000;
const KEY = ['home', 'summary'];

/** The cache of a page the server rendered at `renderedAt`: one answered query, one failed. */
function renderedState(renderedAt: number): DehydratedState {
  const server = new QueryClient();
  server.setQueryData(KEY, { jobs: 3 }, { updatedAt: renderedAt });
  const failed = server.getQueryCache().build(server, { queryKey: ['job', 'gone'] });
  failed.setState({ status: 'error', error: new Error('gone'), errorUpdatedAt: renderedAt, fetchStatus: 'idle' });
  return dehydrate(server, { shouldDehydrateQuery: () => true });
}

/** Whether mounting a reader of `key` asks the API (react-query fetches a stale query on mount). */
function fetchesOnMount(client: QueryClient, key: readonly unknown[]): boolean {
  const queryFn = vi.fn(async () => ({ jobs: 4 }));
  const unsubscribe = new QueryObserver(client, { queryKey: key, queryFn, retry: false }).subscribe(() => {});
  unsubscribe();
  return queryFn.mock.calls.length > 0;
}

describe("a server-rendered page's queries", () => {
  const now = Date.now();

  it('count as fetched when the page arrived, however long ago the server rendered it', () => {
    const client = new QueryClient();
    hydratePageQueries(client, renderedState(now - 5 * HOUR), now);
    expect(client.getQueryState(KEY)?.dataUpdatedAt).toBe(now);
    expect(client.getQueryData(KEY)).toEqual({ jobs: 3 });
    expect(fetchesOnMount(client, KEY)).toBe(false);
    // The failure is shown as rendered, not asked again.
    expect(client.getQueryState(['job', 'gone'])?.status).toBe('error');
    expect(fetchesOnMount(client, ['job', 'gone'])).toBe(false);
  });

  it('are asked again once they have been on the page longer than the freshness window', () => {
    const client = new QueryClient();
    hydratePageQueries(client, renderedState(now - 5 * HOUR), now - HYDRATED_FRESH_MS - 1);
    expect(fetchesOnMount(client, KEY)).toBe(true);
  });
});
