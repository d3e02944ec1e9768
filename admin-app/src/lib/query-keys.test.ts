import { userKeys } from 'shared-api';
import { describe, expect, it } from 'vitest';
import { adminKeys } from './query-keys.ts';

/** The key of every admin endpoint (both user lists, two pages of the paged ones). */
const endpointKeys = (keys: ReturnType<typeof adminKeys>) => [
  keys.users('employer', undefined, 1),
  keys.users('job_seeker', undefined, 1),
  keys.users('job_seeker', undefined, 2),
  keys.seeker('s1'),
  keys.pendingEmployers(1),
  keys.pendingEmployers(2),
  keys.approvedEmployers(),
  keys.jobs(undefined, 1),
  keys.jobs('expired', 2),
  keys.stats(),
  keys.auditPage(1),
  keys.auditPage(2),
];

describe('adminKeys', () => {
  it("scopes every admin key by the admin's id, under that user's private keys", () => {
    const keys = adminKeys('a1');
    expect(keys.all).toEqual(['user', 'a1', 'admin']);
    for (const key of [...endpointKeys(keys), keys.audit()]) {
      expect(key.slice(0, 3)).toEqual([...keys.all]);
      expect(key.slice(0, 2)).toEqual([...userKeys('a1').all]);
    }
    expect(adminKeys('a2').stats()).not.toEqual(keys.stats());
  });

  it('gives each endpoint its own key; audit pages sit under the audit key', () => {
    const keys = adminKeys('a1');
    const endpoints = endpointKeys(keys).map((key) => JSON.stringify(key));
    expect(new Set(endpoints).size).toBe(endpoints.length);
    expect(keys.auditPage(3).slice(0, keys.audit().length)).toEqual([...keys.audit()]);
  });
});
