import type { ServerResponse } from 'node:http';
import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '../client/api-config.ts';
import type { Application } from '../contract/applications.ts';
import type { Job } from '../contract/jobs.ts';
import { startTestServer } from '../testing/test-server.ts';
import { wireJob } from '../testing/wire-job.ts';
import {
  jobDetailQuery,
  jobKeys,
  jobListQuery,
  localizedJobDetailQuery,
  localizedJobListQuery,
  localizedRecentJobsQuery,
  recentJobsQuery,
} from './jobs.ts';
import { lookupKeys } from './lookups.ts';
import {
  applicationsQuery,
  appliedJobIdsQuery,
  applyMutation,
  savedJobIdsQuery,
  savedJobsQuery,
  saveJobMutation,
} from './seeker-jobs.ts';
import { currentUserQuery, userKeys } from './user.ts';

const job = (id: string): Job => wireJob(id);

const application = (id: string, jobId: string): Application => ({
  id,
  jobId,
  job: {
    id: jobId,
    title: `Job ${jobId}`,
    status: 'open',
    companyName: 'Himal Tech',
    location: null,
    customLocation: null,
  },
  seekerId: 'u1',
  appliedAt: '2026-01-02T00:00:00.000Z',
  status: 'pending',
  rejectionReason: null,
  viewed: false,
  note: null,
  resumeFileName: null,
  withdrawnAt: null,
  answeredScreening: false,
});

let server: Awaited<ReturnType<typeof startTestServer>>;
let client: QueryClient;
/** Answers by "METHOD path"; a held route answers only when its release() is called. */
let routes: Record<string, [number, unknown]> = {};
/** Routes whose answer waits: each gets the answering function once its request has arrived. */
const held = new Map<string, (send: () => void) => void>();

beforeAll(async () => {
  server = await startTestServer();
  server.handle((req, _body, res: ServerResponse) => {
    const key = `${req.method} ${req.url}`;
    const send = () => {
      const [status, body] = routes[key] ?? [404, { message: 'Not found.', code: 'not_found' }];
      res.statusCode = status;
      res.setHeader('Content-Type', 'application/json');
      res.end(status === 204 ? undefined : JSON.stringify(body));
    };
    const wait = held.get(key);
    if (wait) wait(send);
    else send();
  });
  configureApi({ baseUrl: server.url, getToken: () => 'tok' });
});
afterAll(() => server.close());
beforeEach(() => {
  routes = {};
  held.clear();
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});

/** Holds the route's answer until the returned release() is called (once the request has arrived). */
function hold(key: string): () => Promise<void> {
  const arrived = new Promise<() => void>((resolve) => held.set(key, resolve));
  return async () => {
    const send = await arrived;
    held.delete(key);
    send();
  };
}

/** Keeps the seeker's lists active (as a mounted screen does), so an invalidation refetches them. */
function watchLists(): () => void {
  const stops = [
    new QueryObserver(client, applicationsQuery('u1')).subscribe(() => {}),
    new QueryObserver(client, savedJobsQuery('u1')).subscribe(() => {}),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}

describe('key factories', () => {
  it('gives one key per endpoint, one shape per family, private keys scoped by user', () => {
    expect(jobKeys.list({ q: 'nurse', page: 2 })).toEqual(['jobs', 'list', { q: 'nurse', page: 2 }]);
    expect(jobKeys.detail('j1')).toEqual(['jobs', 'detail', 'j1']);
    expect(jobKeys.recent()).toEqual(['jobs', 'recent']);
    expect(recentJobsQuery(6).queryKey.slice(0, 2)).not.toEqual(jobKeys.lists());
    expect(jobDetailQuery('j1').queryKey).toEqual(jobKeys.detail('j1'));
    expect(jobListQuery({ q: 'x' }).queryKey.slice(0, 2)).toEqual(jobKeys.lists());
    // A public page's answer in one language sits under its both-language key: one invalidation refreshes both.
    expect(localizedJobDetailQuery('j1', 'ne').queryKey).toEqual([...jobKeys.detail('j1'), 'ne']);
    expect(localizedJobListQuery({ q: 'x' }, 'en').queryKey).toEqual([...jobKeys.list({ q: 'x' }), 'en']);
    expect(localizedJobListQuery({ q: 'x' }, 'en').queryKey).not.toEqual(
      localizedJobListQuery({ q: 'x' }, 'ne').queryKey,
    );
    expect(localizedRecentJobsQuery('ne').queryKey.slice(0, 2)).toEqual(jobKeys.recent());
    expect(lookupKeys.list('skills')).toEqual(['lookups', 'skills']);
    expect(userKeys('u1').applications()).toEqual(['user', 'u1', 'applications']);
    expect(userKeys('u1').savedJobs()).not.toEqual(userKeys('u2').savedJobs());
    expect(currentUserQuery('u1').queryKey).toEqual(['user', 'u1', 'me']);
    // The id views share the list's cache entry (one request, one invalidation).
    expect(appliedJobIdsQuery('u1').queryKey).toEqual(applicationsQuery('u1').queryKey);
    expect(savedJobIdsQuery('u1').queryKey).toEqual(savedJobsQuery('u1').queryKey);
  });
});

describe('seeker job queries', () => {
  it('fetch the lists through the contract and select the ids as sets', async () => {
    routes = {
      'GET /seekers/me/applications': [200, [application('a1', 'j1')]],
      'GET /seekers/me/saved-jobs': [200, [job('j2')]],
    };
    const applied = new QueryObserver(client, appliedJobIdsQuery('u1'));
    const saved = new QueryObserver(client, savedJobIdsQuery('u1'));
    const unsubscribe = [applied.subscribe(() => {}), saved.subscribe(() => {})];
    await expect.poll(() => applied.getCurrentResult().data).toEqual(new Set(['j1']));
    await expect.poll(() => saved.getCurrentResult().data).toEqual(new Set(['j2']));
    for (const stop of unsubscribe) stop();
  });
});

describe('apply mutation (optimistic)', () => {
  it('counts the job as applied at once, then keeps the server application', async () => {
    client.setQueryData(applicationsQuery('u1').queryKey, [application('a1', 'j1')]);
    routes = {
      'POST /applications': [201, application('a2', 'j2')],
      'GET /seekers/me/applications': [200, [application('a2', 'j2'), application('a1', 'j1')]],
    };
    const stop = watchLists();
    const release = hold('POST /applications');
    const observer = new MutationObserver(client, applyMutation(client, 'u1'));
    const done = observer.mutate({ job: job('j2') });
    await expect
      .poll(() => client.getQueryData(applicationsQuery('u1').queryKey)?.map((a) => a.jobId))
      .toEqual(['j2', 'j1']);
    expect(client.getQueryData(applicationsQuery('u1').queryKey)?.[0]?.id).toBe('pending:j2');
    await release();
    await done;
    await expect.poll(() => client.getQueryData(applicationsQuery('u1').queryKey)?.[0]?.id).toBe('a2');
    stop();
  });

  it('rolls back when the server refuses, and treats "already applied" as success', async () => {
    const before = [application('a1', 'j1')];
    client.setQueryData(applicationsQuery('u1').queryKey, before);
    routes = {
      'POST /applications': [409, { message: 'This job is closed.', code: 'job.closed' }],
      'GET /seekers/me/applications': [200, before],
    };
    const stop = watchLists();
    await expect.poll(() => client.isFetching()).toBe(0);
    const observer = new MutationObserver(client, applyMutation(client, 'u1'));
    await expect(observer.mutate({ job: job('j2') })).rejects.toMatchObject({ status: 409 });
    expect(client.getQueryData(applicationsQuery('u1').queryKey)).toEqual(before);

    routes['POST /applications'] = [409, { message: 'Already applied', code: 'job.alreadyApplied' }];
    routes['GET /seekers/me/applications'] = [200, [application('a9', 'j2'), ...before]];
    await expect(observer.mutate({ job: job('j2') })).resolves.toBeNull();
    await expect.poll(() => client.getQueryData(applicationsQuery('u1').queryKey)?.[0]?.id).toBe('a9');
    stop();
  });
});

describe('save mutation (optimistic)', () => {
  it("adds the job with the server's answer, removes it at once, and rolls back a refused change", async () => {
    const key = savedJobsQuery('u1').queryKey;
    client.setQueryData(key, [job('j1')]);
    routes = { 'POST /jobs/j2/save': [204, null], 'GET /seekers/me/saved-jobs': [200, [job('j2'), job('j1')]] };
    const stop = watchLists();
    const release = hold('POST /jobs/j2/save');
    const observer = new MutationObserver(client, saveJobMutation(client, 'u1'));
    const done = observer.mutate({ job: job('j2'), saved: true });
    await expect.poll(() => observer.getCurrentResult().isPending).toBe(true);
    expect(client.getQueryData(key)?.map((j) => j.id)).toEqual(['j1']);
    await release();
    await done;
    // The mutation ends once the saved list is fetched again.
    expect(client.getQueryData(key)?.map((j) => j.id)).toEqual(['j2', 'j1']);
    routes['DELETE /jobs/j2/save'] = [204, null];
    routes['GET /seekers/me/saved-jobs'] = [200, [job('j1')]];
    const releaseRemoval = hold('DELETE /jobs/j2/save');
    const removed = observer.mutate({ job: job('j2'), saved: false });
    await expect.poll(() => client.getQueryData(key)?.map((j) => j.id)).toEqual(['j1']);
    await releaseRemoval();
    await removed;
    routes['GET /seekers/me/saved-jobs'] = [200, [job('j2'), job('j1')]];
    client.setQueryData(key, [job('j2'), job('j1')]);

    routes['DELETE /jobs/j1/save'] = [500, { message: 'Internal server error.', code: 'internal' }];
    await expect(observer.mutate({ job: job('j1'), saved: false })).rejects.toMatchObject({ status: 500 });
    await expect.poll(() => client.getQueryData(key)?.map((j) => j.id)).toEqual(['j2', 'j1']);
    stop();
  });
});
