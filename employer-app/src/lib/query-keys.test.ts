import { QueryClient } from '@tanstack/react-query';
import { userKeys } from 'shared-api';
import { describe, expect, it } from 'vitest';
import { employerKeys } from './query-keys.ts';

describe('employerKeys', () => {
  const a = employerKeys('user-a');

  it('scopes every key by the user id, under the user family logout clears', () => {
    for (const key of [a.jobs(), a.applications('j'), a.application('j', 's'), a.applicant('j', 's')]) {
      expect(key.slice(0, 2)).toEqual([...userKeys('user-a').all]);
    }
    expect(employerKeys('user-b').jobs()).not.toEqual(a.jobs());
  });

  it('gives each endpoint its own family: invalidating one leaves the others', async () => {
    const client = new QueryClient();
    client.setQueryData(a.jobs(), []);
    client.setQueryData(a.applications('j'), []);
    client.setQueryData(a.application('j', 's'), { id: 'x' });
    client.setQueryData(a.applicant('j', 's'), { id: 's' });
    await client.invalidateQueries({ queryKey: a.applications('j') });
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(a.applications('j'))).toBe(true);
    expect([stale(a.jobs()), stale(a.application('j', 's')), stale(a.applicant('j', 's'))]).toEqual([
      false,
      false,
      false,
    ]);
    await client.invalidateQueries({ queryKey: userKeys('user-a').all });
    expect(stale(a.jobs())).toBe(true);
  });
});
