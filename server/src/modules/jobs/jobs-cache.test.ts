import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Job, jobSchema, jobsPageSchema, lookupListResponseSchema } from 'shared-api/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { bearer } from '../../../test/helpers.ts';
import { addDays, createAccount, createJob } from '../../../test/jobs.ts';
import { multipart } from '../../../test/sample-files.ts';
import { buildApp } from '../../app.ts';
import { jobs, locations } from '../../db/schema.ts';
import { kathmanduToday } from './kathmandu-date.ts';

// Two app instances on one database, each with its own public cache and LISTEN connection: a write through one
// must leave the other's cached answers.
let ctx: TestContext;
let a: FastifyInstance;
let b: FastifyInstance;
let employer: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  ctx = await createTestContext();
  a = ctx.app;
  b = await buildApp(ctx.config, { db: ctx.db });
  await b.ready();
  employer = await createAccount(ctx, 'employer', { companyName: 'Phewa Cache Co' });
  expect(await a.publicCache.whenServing()).toBe(true);
  expect(await b.publicCache.whenServing()).toBe(true);
});
afterAll(async () => {
  await b.close();
  await ctx.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

async function page(app: FastifyInstance, query = '') {
  const res = await get(app, `/api/jobs?pageSize=50${query ? `&${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return jobsPageSchema.parse(res.json());
}

async function detail(app: FastifyInstance, id: string) {
  const res = await get(app, `/api/jobs/${id}`);
  return { status: res.statusCode, job: res.statusCode === 200 ? jobSchema.parse(res.json()) : null };
}

/** Changes a title with the triggers switched off (no NOTIFY): what a cache still serving it must not see. */
async function silentRetitle(id: string, title: string) {
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.update(jobs).set({ title }).where(eq(jobs.id, id));
  });
}

/** Both instances have heard every change committed so far (after writes straight to the database). */
async function settle() {
  await a.publicCache.fence();
  await b.publicCache.fence();
}

/** Runs a write through `writer` and waits until `reader`'s cache has heard of it (NOTIFY crosses processes). */
async function writeThenHeard(reader: FastifyInstance, write: () => Promise<unknown>) {
  const heard = reader.publicCache.nextInvalidation();
  await write();
  expect(await heard).toBe(true);
}

const postJob = async (app: FastifyInstance, fields: Record<string, string>) => {
  const body = multipart(fields);
  const res = await app.inject({
    method: 'POST',
    url: '/api/jobs',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(employer.token) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Job;
};

describe('HTTP caching of public answers', () => {
  it('gives the list a strong ETag and public Cache-Control, and 304 for a matching If-None-Match', async () => {
    await createJob(ctx, { employerId: employer.id, title: 'ETag job' });
    await settle();
    const first = await get(a, '/api/jobs');
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=10, stale-while-revalidate=60');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    jobsPageSchema.parse(first.json());

    const again = await get(a, '/api/jobs', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await get(a, '/api/jobs', { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    expect((await get(a, '/api/jobs', { 'if-none-match': '"other"' })).statusCode).toBe(200);
    // Same bytes, same ETag from the other instance (the tag is the body's hash).
    expect((await get(b, '/api/jobs')).headers.etag).toBe(etag);
  });

  it('marks answers to signed-in callers private, with the same body and ETag', async () => {
    const anonymous = await get(a, '/api/jobs');
    const signedIn = await get(a, '/api/jobs', bearer(employer.token));
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
    expect(signedIn.body).toBe(anonymous.body);
    expect(signedIn.headers.etag).toBe(anonymous.headers.etag);
  });

  it('gives details and lookup lists ETags and 304s too; a missing job stays a plain 404', async () => {
    const job = await createJob(ctx, { employerId: employer.id, title: 'Detail ETag' });
    const first = await get(a, `/api/jobs/${job.id}`);
    expect(first.statusCode).toBe(200);
    expect(jobSchema.parse(first.json()).title).toBe('Detail ETag');
    expect(first.headers['cache-control']).toBe('public, max-age=10, stale-while-revalidate=60');
    const etag = String(first.headers.etag);
    expect((await get(a, `/api/jobs/${job.id}`, { 'if-none-match': etag })).statusCode).toBe(304);

    const lookups = await get(a, '/api/categories');
    lookupListResponseSchema.parse(lookups.json());
    const conditional = await get(a, '/api/categories', { 'if-none-match': String(lookups.headers.etag) });
    expect(conditional.statusCode).toBe(304);

    const missing = await get(a, '/api/jobs/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });
});

describe('invalidation across instances', () => {
  it('serves repeats from the cache (a write without NOTIFY stays unseen) until a real change arrives', async () => {
    const job = await postJob(a, { title: 'Cached title' });
    await settle();
    expect((await detail(b, job.id)).job?.title).toBe('Cached title');
    expect((await page(b)).items.some((item) => item.title === 'Cached title')).toBe(true);
    await silentRetitle(job.id, 'Silent title');
    expect((await detail(b, job.id)).job?.title).toBe('Cached title');
    expect((await page(b)).items.some((item) => item.title === 'Cached title')).toBe(true);
    // Any real write (here plain SQL, as an admin tool would do) empties every instance's cache.
    await writeThenHeard(b, () => ctx.db.execute(sql`update jobs set duration = '3 months' where id = ${job.id}`));
    expect((await detail(b, job.id)).job?.title).toBe('Silent title');
    expect((await page(b)).items.some((item) => item.title === 'Silent title')).toBe(true);
  });

  it('a job closed, edited or deleted on one instance leaves the other instance’s list, detail and total', async () => {
    const job = await postJob(a, { title: 'Cross instance' });
    await settle();
    const before = await page(b);
    expect(before.items.map((item) => item.id)).toContain(job.id);
    expect((await detail(b, job.id)).job?.status).toBe('open');

    const edit = multipart({ title: 'Cross instance, edited' });
    await writeThenHeard(b, () =>
      a.inject({
        method: 'PUT',
        url: `/api/jobs/${job.id}`,
        payload: edit.payload,
        headers: { ...edit.headers, ...bearer(employer.token) },
      }),
    );
    expect((await detail(b, job.id)).job?.title).toBe('Cross instance, edited');
    expect((await page(b)).items.find((item) => item.id === job.id)?.title).toBe('Cross instance, edited');

    await writeThenHeard(b, () =>
      a.inject({
        method: 'PUT',
        url: `/api/jobs/${job.id}/status`,
        payload: { status: 'closed' },
        headers: bearer(employer.token),
      }),
    );
    const closed = await page(b);
    expect(closed.items.map((item) => item.id)).not.toContain(job.id);
    expect(closed.total).toBe(before.total - 1);
    expect((await detail(b, job.id)).job?.status).toBe('closed');

    await writeThenHeard(b, () =>
      a.inject({ method: 'DELETE', url: `/api/jobs/${job.id}`, headers: bearer(employer.token) }),
    );
    expect((await detail(b, job.id)).status).toBe(404);
    expect((await page(b)).total).toBe(before.total - 1);
  });

  it('a lookup renamed by an admin on one instance leaves the other’s lookup list and the job cards showing it', async () => {
    const admin = await createAccount(ctx, 'admin');
    const [location] = await ctx.db
      .insert(locations)
      .values({ nameEn: 'Lamjung Test', nameNe: 'लमजुङ परीक्षण' })
      .returning();
    if (!location) throw new Error('no location');
    await createJob(ctx, { employerId: employer.id, title: 'lookuprename cook', locationId: location.id });
    await settle();
    const names = async () =>
      lookupListResponseSchema.parse((await get(b, '/api/locations')).json()).map((item) => item.name_en);
    expect(await names()).toContain('Lamjung Test');
    expect((await page(b, 'q=lookuprename')).items[0]?.location?.name_en).toBe('Lamjung Test');
    await writeThenHeard(b, () =>
      a.inject({
        method: 'PUT',
        url: `/api/locations/${location.id}`,
        payload: { name_en: 'Lamjung Renamed', name_ne: 'लमजुङ परीक्षण', order: '' },
        headers: bearer(admin.token),
      }),
    );
    expect(await names()).toContain('Lamjung Renamed');
    expect((await page(b, 'q=lookuprename')).items[0]?.location?.name_en).toBe('Lamjung Renamed');
  });

  it('on the writing instance itself, the very next read already sees the write (the write waits for it)', async () => {
    const job = await postJob(a, { title: 'Read your write' });
    expect((await page(a)).items.map((item) => item.id)).toContain(job.id);
    const closed = await a.inject({
      method: 'PUT',
      url: `/api/jobs/${job.id}/status`,
      payload: { status: 'closed' },
      headers: bearer(employer.token),
    });
    expect(closed.statusCode).toBe(200);
    expect((await page(a)).items.map((item) => item.id)).not.toContain(job.id);
    expect((await detail(a, job.id)).job?.status).toBe('closed');
  });

  it('serves nothing from the cache while its LISTEN connection is down, and reconnects with an empty cache', async () => {
    const job = await postJob(a, { title: 'Reconnect me' });
    await settle();
    expect((await detail(b, job.id)).job?.title).toBe('Reconnect me');
    const down = b.publicCache.nextInvalidation();
    await ctx.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()
        and (query like 'LISTEN portal_public_cache%' or query like 'select pg_notify(''portal_public_cache''%')`);
    expect(await down).toBe(true);
    await silentRetitle(job.id, 'Changed while deaf');
    // Not served from the cache while disconnected (or, once back, from a cache emptied on reconnecting).
    expect((await detail(b, job.id)).job?.title).toBe('Changed while deaf');
    expect(await b.publicCache.whenServing()).toBe(true);
    expect(await a.publicCache.whenServing()).toBe(true);
    expect((await detail(b, job.id)).job?.title).toBe('Changed while deaf');
    // Caching again: a silent change is not seen.
    await silentRetitle(job.id, 'Silent again');
    expect((await detail(b, job.id)).job?.title).toBe('Changed while deaf');
  });

  it('a job whose deadline passes leaves the cached list at the next Kathmandu midnight', async () => {
    const today = kathmanduToday();
    const job = await createJob(ctx, { employerId: employer.id, title: 'Last day', applicationDeadline: today });
    await settle();
    const listed = await page(b);
    expect(listed.items.map((item) => item.id)).toContain(job.id);
    expect((await detail(b, job.id)).job?.isExpired).toBe(false);
    // The next Kathmandu day, without any write: the cached answers are past their expiry.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${addDays(today, 1)}T00:00:01+05:45`));
    const next = await page(b);
    expect(next.items.map((item) => item.id)).not.toContain(job.id);
    expect(next.total).toBe(listed.total - 1);
    expect((await detail(b, job.id)).job?.isExpired).toBe(true);
  });
});

describe('totals and deep pages', () => {
  it('keeps the total exact after writes, also many at once', async () => {
    const filter = 'q=totalprobe';
    expect((await page(b, filter)).total).toBe(0);
    await writeThenHeard(b, () =>
      Promise.all(Array.from({ length: 8 }, (_, i) => postJob(i % 2 ? a : b, { title: `totalprobe ${i}` }))),
    );
    await settle();
    expect((await page(a, filter)).total).toBe(8);
    expect((await page(b, filter)).total).toBe(8);
  });

  it('walks pages in order and a jump to a deep page gives the same rows: keyset by filter, ranked list by keyword', async () => {
    const [town] = await ctx.db.insert(locations).values({ nameEn: 'Deep Page Town', nameNe: 'गहिरो' }).returning();
    if (!town) throw new Error('no location');
    const base = Date.parse('2024-01-01T00:00:00Z');
    const made: string[] = [];
    for (let i = 0; i < 35; i += 1) {
      const row = await createJob(ctx, {
        employerId: employer.id,
        title: `deeppage ${i}`,
        locationId: town.id,
        // Pairs share a posting time to the microsecond: the id breaks the tie.
        createdAt: new Date(base + Math.floor(i / 2) * 60_000),
      });
      made.push(row.id);
    }
    await settle();
    const expected = async (order: 'asc' | 'desc') =>
      (
        await ctx.db.execute<{ id: string }>(
          sql`select id from jobs where title like 'deeppage %' order by created_at ${sql.raw(order)}, id ${sql.raw(order)}`,
        )
      ).rows.map((row) => row.id);
    // By filter (index walk: keyset from the second page on) and by keyword (one ranked list, sliced).
    for (const filter of [`locationIds=${town.id}`, 'q=deeppage']) {
      for (const [sortBy, order] of [
        ['newest', 'desc'],
        ['oldest', 'asc'],
      ] as const) {
        const want = await expected(order);
        const walked: string[] = [];
        for (let n = 1; n <= 5; n += 1) {
          const res = jobsPageSchema.parse(
            (await get(a, `/api/jobs?${filter}&sortBy=${sortBy}&pageSize=8&page=${n}`)).json(),
          );
          expect(res.total).toBe(35);
          walked.push(...res.items.map((item) => item.id));
        }
        expect(walked).toEqual(want);
        // A jump straight to page 4 on the other instance (no cursor there: OFFSET) gives the same rows.
        const jumped = jobsPageSchema.parse(
          (await get(b, `/api/jobs?${filter}&sortBy=${sortBy}&pageSize=8&page=4`)).json(),
        );
        expect(jumped.items.map((item) => item.id)).toEqual(want.slice(24, 32));
        const past = jobsPageSchema.parse(
          (await get(b, `/api/jobs?${filter}&sortBy=${sortBy}&pageSize=8&page=9`)).json(),
        );
        expect(past.items).toEqual([]);
        expect(past.total).toBe(35);
      }
    }
    // A write between pages drops cursors and ranked lists: the next page is still right.
    await writeThenHeard(a, () => ctx.db.delete(jobs).where(eq(jobs.id, made[34] ?? '')));
    const want = await expected('desc');
    for (const filter of [`locationIds=${town.id}`, 'q=deeppage']) {
      const after = jobsPageSchema.parse((await get(a, `/api/jobs?${filter}&pageSize=8&page=2`)).json());
      expect(after.total).toBe(34);
      expect(after.items.map((item) => item.id)).toEqual(want.slice(8, 16));
    }
  });
});

describe('keyword relevance', () => {
  it('ranks title matches over skill matches over description-only matches, unless a date sort is chosen', async () => {
    const make = (title: string, description: string, skills: string[], minutesAgo: number) =>
      createJob(ctx, {
        employerId: employer.id,
        title,
        description,
        skills,
        createdAt: new Date(Date.now() - minutesAgo * 60_000),
      });
    // The newest mentions the word only in its description; the oldest has it in the title.
    const inDescription = await make('Helper', 'Assist the relevancio team daily.', [], 1);
    const inSkills = await make('Assistant', 'General work.', ['Relevancio'], 2);
    const inTitle = await make('Relevancio supervisor', 'Lead the crew.', [], 3);
    const inTitleAndSkills = await make('Senior relevancio lead', 'Lead.', ['relevancio'], 4);
    await settle();
    const ranked = await page(a, 'q=RELEVANCIO');
    expect(ranked.items.map((item) => item.id)).toEqual([
      inTitleAndSkills.id,
      inTitle.id,
      inSkills.id,
      inDescription.id,
    ]);
    const newest = await page(a, 'q=relevancio&sortBy=newest');
    expect(newest.items.map((item) => item.id)).toEqual([
      inDescription.id,
      inSkills.id,
      inTitle.id,
      inTitleAndSkills.id,
    ]);
    // The total is the length of the ranked list, also for a page past its end.
    expect(ranked.total).toBe(4);
    await writeThenHeard(a, () => ctx.db.execute(sql`select pg_notify('portal_public_cache', 'test')`));
    const past = await page(a, 'q=relevancio&page=3');
    expect(past.items).toEqual([]);
    expect(past.total).toBe(4);
    const explicit = await page(a, 'q=relevancio&sortBy=relevance');
    expect(explicit.items.map((item) => item.id)).toEqual(ranked.items.map((item) => item.id));
  });

  it('ranks a Nepali title match first as well', async () => {
    const older = await createJob(ctx, {
      employerId: employer.id,
      title: 'सहायक लेखापाल',
      createdAt: new Date(Date.now() - 3_600_000),
    });
    const newer = await createJob(ctx, {
      employerId: employer.id,
      title: 'Clerk',
      description: 'कार्यालय सहायक चाहियो',
    });
    await settle();
    const ids = (await page(a, `q=${encodeURIComponent('सहायक')}`)).items.map((item) => item.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(ids).toContain(newer.id);
  });
});
