import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { apiContracts, apiRoutes } from '../contract/all-routes.ts';
import { LOOKUP_LISTS } from '../contract/lookup-lists.ts';
import * as browser from '../index.ts';
import { startTestServer } from '../testing/test-server.ts';
import { wireJob } from '../testing/wire-job.ts';
import { configureApi } from './api-config.ts';
import { ApiError } from './api-error.ts';
import { call } from './call.ts';
import { fetchFile } from './download.ts';
import { isRouteRef, MULTIPART_FIELDS, type RouteRef, resolveRoute } from './route-ref.ts';

/** The browser entry's reference for a route name of apiRoutes() (`jobsContract.list`, `lookups.skills.list`). */
function refOf(name: string): RouteRef {
  const key = name.slice(name.lastIndexOf('.') + 1);
  const contract = name.slice(0, name.lastIndexOf('.'));
  const refs = contract.startsWith('lookups.')
    ? browser.lookupContract(contract.slice('lookups.'.length) as (typeof LOOKUP_LISTS)[number])
    : (browser as unknown as Record<string, Record<string, RouteRef>>)[contract];
  expect(refs, `shared-api exports no ${contract}`).toBeDefined();
  return (refs as Record<string, RouteRef>)[key] as RouteRef;
}

describe('the browser entry names every contract route by reference', () => {
  it('has a reference for each route of apiContracts(), which resolves to that route', async () => {
    const contracts = apiContracts();
    expect(Object.keys(contracts).filter((name) => name.startsWith('lookups.'))).toHaveLength(LOOKUP_LISTS.length);
    for (const { name, route } of apiRoutes()) {
      const ref = refOf(name);
      expect(isRouteRef(ref), name).toBe(true);
      const resolved = await resolveRoute(ref);
      // The same route object; a lookup list's routes are built per lookupContract(list) call: the same shape.
      if (name.startsWith('lookups.')) {
        expect({ ...resolved, keys: Object.keys(resolved) }, name).toMatchObject({
          method: route.method,
          path: route.path,
          keys: Object.keys(route),
        });
      } else {
        expect(resolved, name).toBe(route);
      }
    }
  });

  it('gives each multipart route its file field without loading the contract', () => {
    const multipart = apiRoutes().filter(({ route }) => route.multipart);
    expect(Object.fromEntries(multipart.map(({ name, route }) => [name, route.field]))).toEqual(MULTIPART_FIELDS);
    expect(browser.seekerContract.uploadResume.field).toBe('resume');
    expectTypeOf(browser.seekerContract.uploadResume.field).toEqualTypeOf<'resume'>();
    expect('field' in browser.jobsContract.list).toBe(false);
  });

  it('fails loudly on a route the contract does not have', async () => {
    const missing = (browser.jobsContract as unknown as Record<string, RouteRef>).nope as RouteRef;
    await expect(resolveRoute(missing)).rejects.toThrow('No contract route jobsContract.nope');
  });

  it('keeps one reference per route and passes a full route through as it is', async () => {
    expect(browser.jobsContract.get).toBe(browser.jobsContract.get);
    const route = apiContracts().homeContract?.summary;
    if (!route) throw new Error('no homeContract.summary');
    expect(await resolveRoute(route)).toBe(route);
  });
});

describe('call and fetchFile with a reference', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let answer: { status: number; body: string; type: string } = { status: 200, body: '{}', type: 'application/json' };
  const seen: string[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    server.handle((req, _body, res) => {
      seen.push(`${req.method} ${req.url}`);
      res.statusCode = answer.status;
      res.setHeader('Content-Type', answer.type);
      res.end(answer.body);
    });
    configureApi({ baseUrl: server.url, getToken: () => null });
  });
  afterAll(() => server.close());

  it('sends the route the reference names and checks the answer by its response schema', async () => {
    answer = { status: 200, body: JSON.stringify(wireJob('j1', { title: 'Nurse' })), type: 'application/json' };
    const job = await call(browser.jobsContract.get, { params: { id: 'j1' } });
    expect(seen.at(-1)).toBe('GET /jobs/j1');
    expect(job.title).toBe('Nurse');
    expectTypeOf(job.title).toEqualTypeOf<string>();

    answer = { status: 200, body: JSON.stringify({ title: 42 }), type: 'application/json' };
    const refused = await call(browser.jobsContract.get, { params: { id: 'j1' } }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ code: 'parse' });
  });

  it('fetches a file of a referenced file route', async () => {
    answer = { status: 200, body: 'pdf', type: 'application/pdf' };
    const file = await fetchFile(browser.seekerContract.downloadResume, { params: { id: 'f1' } }, 'cv.pdf');
    expect(seen.at(-1)).toBe('GET /users/resume/f1');
    expect(file.fileName).toBe('cv.pdf');
  });
});
