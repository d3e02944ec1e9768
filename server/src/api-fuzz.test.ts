import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { adminUsersPageSchema, jobsPageSchema, wireUserSchema } from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestContext, type TestContext } from '../test/context.ts';
import { bodyFor, hostileString, inputJsonSchema, queryFor, valueFor } from '../test/fuzz-arbitraries.ts';
import { type FuzzRoute, fuzzRoutes } from '../test/fuzz-routes.ts';
import { bearer } from '../test/helpers.ts';
import { createAccount, createJob } from '../test/jobs.ts';
import { docBytes, jpegBytes, multipart, pdfBytes, pngBytes } from '../test/sample-files.ts';

/**
 * Property-based fuzzing of every mutating route (and every GET with a query) as each role: near-valid and
 * hostile bodies, queries, path ids, form fields and files. Nothing may answer 500, every 2xx body must match
 * the contract, and what is stored must still read back as valid. `FUZZ_RUNS` is the total number of cases
 * (spread over the routes); `npm run fuzz -w server` runs many more than `npm test`.
 */
const TOTAL_RUNS = Number(process.env.FUZZ_RUNS ?? 800);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

type Role = 'seeker' | 'employer' | 'admin' | 'anonymous';

let ctx: TestContext;
let tokens: Record<Exclude<Role, 'anonymous'>, string>;
/** Real ids of rows the fuzz may hit (never the fuzzing accounts themselves, which must stay usable). */
let ids: string[] = [];
const routes = fuzzRoutes();
const runsPerRoute = Math.max(3, Math.ceil(TOTAL_RUNS / routes.length));
const failures: string[] = [];
/** Status codes seen, per route (printed with FUZZ_REPORT=1: a fuzz that only ever meets 401 proves little). */
const seen = new Map<string, Record<number, number>>();
const lastRefusal = new Map<string, string>();

beforeAll(async () => {
  ctx = await createTestContext();
  const [seeker, employer, admin, victimSeeker, victimEmployer] = await Promise.all([
    createAccount(ctx, 'job_seeker'),
    createAccount(ctx, 'employer'),
    createAccount(ctx, 'admin'),
    createAccount(ctx, 'job_seeker'),
    createAccount(ctx, 'employer'),
  ]);
  tokens = { seeker: seeker.token, employer: employer.token, admin: admin.token };
  const jobsOfEmployer = await Promise.all([1, 2, 3].map(() => createJob(ctx, { employerId: employer.id })));
  const victimJob = await createJob(ctx, { employerId: victimEmployer.id });
  const applied = await ctx.app.inject({
    method: 'POST',
    url: '/api/applications',
    payload: { jobId: jobsOfEmployer[0]?.id },
    headers: bearer(seeker.token),
  });
  await ctx.app.inject({
    method: 'POST',
    url: '/api/users/experience',
    payload: { title: 'Guide', company: 'Treks', startDate: '2020-01-01' },
    headers: bearer(seeker.token),
  });
  const lookupIds = await ctx.db.execute<{ id: string }>(sql`
    (select id from categories limit 2) union all (select id from locations limit 2)
    union all (select id from industries limit 2) union all (select id from job_types limit 2)
    union all (select id from skills limit 2) union all (select id from salary_ranges limit 2)
    union all (select id from experience_levels limit 1) union all (select id from education_levels limit 1)
    union all (select id from experiences) union all (select id from files)`);
  ids = [
    victimSeeker.id,
    victimEmployer.id,
    victimJob.id,
    ...jobsOfEmployer.map((job) => job.id),
    (applied.json() as { id?: string }).id ?? victimJob.id,
    ...lookupIds.rows.map((row) => row.id),
  ];
});

afterAll(async () => {
  if (process.env.FUZZ_REPORT) {
    for (const [name, tally] of seen) {
      console.log(`${name.padEnd(40)} ${JSON.stringify(tally)} ${lastRefusal.get(name) ?? ''}`);
    }
  }
  await ctx?.close();
});

const pathArbitrary = (path: string) => {
  const segment = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...ids) },
    { weight: 2, arbitrary: fc.uuid() },
    {
      weight: 1,
      arbitrary: hostileString.map((s) => {
        try {
          return encodeURIComponent(s.slice(0, 300));
        } catch {
          return '%ED%A0%80'; // a lone surrogate cannot be encoded: send its invalid UTF-8 instead
        }
      }),
    },
  );
  const names = path.match(/:\w+/g) ?? [];
  return fc.tuple(...names.map(() => segment)).map((values) => {
    let filled = path;
    names.forEach((name, i) => {
      filled = filled.replace(name, values[i] ?? '');
    });
    return filled;
  });
};

const fileBytes = fc.oneof(
  fc.constantFrom(pdfBytes(), pngBytes(), jpegBytes(), docBytes()),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
  fc.constant(Buffer.concat([pdfBytes(), Buffer.from('<html><script>alert(1)</script></html>')])),
);

function multipartArbitrary(route: FuzzRoute) {
  const fields = route.body
    ? valueFor(inputJsonSchema(route.body), ids).map((value) =>
        Object.fromEntries(
          Object.entries(value && typeof value === 'object' && !Array.isArray(value) ? value : {}).map(([k, v]) => [
            k,
            typeof v === 'string' ? v : JSON.stringify(v),
          ]),
        ),
      )
    : fc.dictionary(
        hostileString.map((s) => s.slice(0, 40)),
        hostileString.map((s) => s.slice(0, 2000)),
        { maxKeys: 3 },
      );
  const file = fc.record({
    field: fc.oneof(
      { weight: 5, arbitrary: fc.constant(route.fileField ?? 'file') },
      { weight: 1, arbitrary: fc.string() },
    ),
    fileName: hostileString.map((s) => s.slice(0, 300)),
    data: fileBytes,
  });
  return fc
    .tuple(fields, fc.array(file, { maxLength: 2 }))
    .map(([f, files]) => multipart(f as Record<string, string>, files));
}

function requestArbitrary(route: FuzzRoute) {
  const role = fc.oneof(
    { weight: 6, arbitrary: fc.constant<Role>(route.role) },
    { weight: 1, arbitrary: fc.constantFrom<Role>('seeker', 'employer', 'admin', 'anonymous') },
  );
  const url = pathArbitrary(route.path);
  switch (route.kind) {
    case 'query':
      return fc.record({ role, url, query: queryFor(route.query, ids) }).map((r) => ({
        role: r.role,
        url: `${r.url}?${r.query}`,
        payload: undefined as string | Buffer | undefined,
        headers: {} as Record<string, string>,
      }));
    case 'multipart':
      return fc.record({ role, url, body: multipartArbitrary(route) }).map((r) => ({
        role: r.role,
        url: r.url,
        payload: r.body.payload as string | Buffer | undefined,
        headers: r.body.headers as Record<string, string>,
      }));
    case 'json':
      return fc.record({ role, url, body: bodyFor(route.body, ids) }).map((r) => ({
        role: r.role,
        url: r.url,
        payload: r.body as string | Buffer | undefined,
        headers: { 'content-type': 'application/json' } as Record<string, string>,
      }));
    default:
      return fc.record({ role, url, body: fc.option(bodyFor(undefined, ids), { nil: undefined }) }).map((r) => ({
        role: r.role,
        url: r.url,
        payload: r.body as string | Buffer | undefined,
        headers: (r.body === undefined ? {} : { 'content-type': 'application/json' }) as Record<string, string>,
      }));
  }
}

/** A 2xx JSON answer must be what the contract says; a failure must be `{ message, code }`. */
function checkAnswer(route: FuzzRoute, res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `${res.statusCode} ${res.body.slice(0, 300)}`;
  const isJson = (res.headers['content-type'] ?? '').toString().includes('application/json');
  if (res.statusCode >= 400) {
    if (!isJson) return `error without a JSON body: ${res.statusCode}`;
    const parsed = z.object({ message: z.string().min(1), code: z.string().min(1) }).safeParse(res.json());
    return parsed.success ? null : `error body ${res.body.slice(0, 200)}`;
  }
  if (route.response && isJson && res.body) {
    const parsed = route.response.safeParse(res.json());
    if (!parsed.success) return `2xx body breaks the contract: ${parsed.error.message.slice(0, 300)}`;
  }
  return null;
}

describe('fuzzing every mutating route', () => {
  for (const route of routes) {
    it(
      `${route.method} ${route.path} (${route.name}) never answers 500`,
      async () => {
        await fc.assert(
          fc.asyncProperty(requestArbitrary(route), async (request) => {
            const res = await ctx.app.inject({
              method: route.method,
              url: request.url,
              payload: request.payload,
              headers: { ...request.headers, ...(request.role === 'anonymous' ? {} : bearer(tokens[request.role])) },
            });
            const tally = seen.get(route.name) ?? {};
            tally[res.statusCode] = (tally[res.statusCode] ?? 0) + 1;
            seen.set(route.name, tally);
            if (res.statusCode === 400) lastRefusal.set(route.name, res.body.slice(0, 120));
            const problem = checkAnswer(route, res);
            if (problem) failures.push(`${route.name} as ${request.role} ${request.url}: ${problem}`);
            expect(problem, `${route.method} ${request.url} as ${request.role}`).toBeNull();
          }),
          { numRuns: runsPerRoute, seed: SEED, endOnFailure: true },
        );
      },
      Math.max(20_000, runsPerRoute * 400),
    );
  }

  it('leaves stored data that still reads back as valid', async () => {
    for (const token of Object.values(tokens)) {
      const me = await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
      expect(me.statusCode, me.body).toBe(200);
      expect(wireUserSchema.safeParse(me.json()).success, me.body.slice(0, 500)).toBe(true);
    }
    for (const role of ['job_seeker', 'employer', 'admin']) {
      const users = await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/users?role=${role}&pageSize=50`,
        headers: bearer(tokens.admin),
      });
      expect(adminUsersPageSchema.safeParse(users.json()).success, users.body.slice(0, 500)).toBe(true);
    }
    const list = await ctx.app.inject({ method: 'GET', url: '/api/jobs?pageSize=50' });
    expect(jobsPageSchema.safeParse(list.json()).success, list.body.slice(0, 500)).toBe(true);
    const overLimit = await ctx.db.execute(sql`
      select user_id from experiences group by user_id having count(*) > 50
      union all select user_id from educations group by user_id having count(*) > 50`);
    expect(overLimit.rows).toEqual([]);
    expect(failures).toEqual([]);
  });
});
