import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../client/api-error.ts';
import { keyedMutationOptions } from './keyed-mutation.ts';

const keys = { all: ['user', 'u1'] as const, jobs: ['user', 'u1', 'jobs'] as const };

function setUp() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  client.setQueryData(keys.jobs, ['old']);
  client.setQueryData(['public'], 'untouched');
  const stale = () => client.getQueryState(keys.jobs)?.isInvalidated;
  return { client, stale };
}

describe('a keyed mutation', () => {
  it('refreshes the keys it names after the answer, after its own onSuccess, and nothing else', async () => {
    const { client, stale } = setUp();
    const seen: string[] = [];
    const observer = new MutationObserver(
      client,
      keyedMutationOptions(
        client,
        keys,
        async (n: number) => n * 2,
        (k) => [k.jobs],
        (data) => void seen.push(`success ${data} stale=${stale()}`),
      ),
    );
    expect(await observer.mutate(21)).toBe(42);
    expect(seen).toEqual(['success 42 stale=false']);
    expect(stale()).toBe(true);
    expect(client.getQueryState(['public'])?.isInvalidated).toBe(false);
  });

  it("keeps the server's { message, code } and refreshes after a refusal too", async () => {
    const { client, stale } = setUp();
    const refusal = new ApiError('That job is closed.', 409, 'jobs.closed');
    const observer = new MutationObserver(
      client,
      keyedMutationOptions(
        client,
        keys,
        async () => {
          throw refusal;
        },
        (k) => [k.all],
      ),
    );
    await expect(observer.mutate(undefined)).rejects.toBe(refusal);
    expect(observer.getCurrentResult().error).toMatchObject({ message: 'That job is closed.', code: 'jobs.closed' });
    expect(stale()).toBe(true);
  });
});
