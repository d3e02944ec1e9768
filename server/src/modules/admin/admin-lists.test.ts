import { and, count, eq, sql } from 'drizzle-orm';
import {
  type AdminJobsPage,
  type AdminUsersPage,
  adminJobsPageSchema,
  adminMessages,
  adminStatsSchema,
  adminUsersPageSchema,
  auditPageSchema,
  jobsPageSchema,
  kathmanduToday,
} from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { bearer, expectError } from '../../../test/helpers.ts';
import { addDays, createAccount, createJob } from '../../../test/jobs.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { applications, auditLog, jobs, userCounts, users } from '../../db/schema.ts';
import { seedPeople } from '../../scripts/people-seed.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof createAccount>>;
const TAG = 'lists';

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createAccount(ctx, 'admin');
  await seedPeople(ctx.db, {
    tag: TAG,
    domain: 'lists.test',
    seekers: 95,
    employers: 23,
    passwordHash: await hashPassword('not-used-1'),
  });
});
afterAll(async () => {
  await ctx.close();
});

const get = async <T>(url: string, parse: { parse: (value: unknown) => T }): Promise<T> => {
  const res = await ctx.app.inject({ method: 'GET', url, headers: bearer(admin.token) });
  expect(res.statusCode, res.body).toBe(200);
  return parse.parse(res.json());
};
const userPage = (query: string) => get(`/api/admin/users?${query}`, adminUsersPageSchema);

/** The ids of the seekers in `order`, straight from the table (what the pages must add up to). */
async function seekerIds(order: 'newest' | 'oldest' | 'name' | 'email', where = sql`true`): Promise<string[]> {
  const by = {
    newest: sql`created_at desc, id desc`,
    oldest: sql`created_at, id`,
    name: sql`sort_name, id`,
    email: sql`email, id`,
  }[order];
  const { rows } = await ctx.db.execute<{ id: string }>(
    sql`select id from users where role = 'job_seeker' and ${where} order by ${by}`,
  );
  return rows.map((row) => row.id);
}

/** Every page of a list, walked with the cursors (next) and by page number; both must give the same ids. */
async function walk(query: string, pageSize: number) {
  const byCursor: string[] = [];
  let page: AdminUsersPage = await userPage(`${query}&pageSize=${pageSize}`);
  const total = page.total;
  byCursor.push(...page.items.map((u) => u.id));
  for (let n = 2; page.next; n += 1) {
    page = await userPage(`${query}&pageSize=${pageSize}&page=${n}&after=${page.next}`);
    byCursor.push(...page.items.map((u) => u.id));
  }
  const byNumber: string[] = [];
  for (let n = 1; (n - 1) * pageSize < total; n += 1) {
    byNumber.push(...(await userPage(`${query}&pageSize=${pageSize}&page=${n}`)).items.map((u) => u.id));
  }
  return { total, byCursor, byNumber };
}

describe('admin user lists, paged on the server', () => {
  it('the seekers newest first: 10 a page by default, the total from the counters, every row once', async () => {
    const expected = await seekerIds('newest');
    const first = await userPage('role=job_seeker');
    expect(first).toMatchObject({ page: 1, pageSize: 10, total: expected.length, prev: null });
    expect(first.items.map((u) => u.id)).toEqual(expected.slice(0, 10));
    expect(first.items.every((u) => u.role === 'job_seeker' && typeof u.fullName === 'string')).toBe(true);
    const { total, byCursor, byNumber } = await walk('role=job_seeker', 10);
    expect(total).toBe(expected.length);
    expect(byCursor).toEqual(expected);
    expect(byNumber).toEqual(expected);
  });

  it('each sort walks in its order, by cursor and by page number (the far half from the end)', async () => {
    for (const sort of ['oldest', 'name', 'email'] as const) {
      const { byCursor, byNumber } = await walk(`role=job_seeker&sort=${sort}`, 7);
      const expected = await seekerIds(sort);
      expect(byCursor, sort).toEqual(expected);
      expect(byNumber, sort).toEqual(expected);
    }
  });

  it('moves back a page with its prev cursor', async () => {
    const expected = await seekerIds('name');
    const third = await userPage('role=job_seeker&sort=name&page=3');
    const second = await userPage(`role=job_seeker&sort=name&page=2&before=${third.prev}`);
    expect(second.items.map((u) => u.id)).toEqual(expected.slice(10, 20));
    expect(second.prev).not.toBeNull();
    expect(second.next).not.toBeNull();
  });

  it('searches by the start of any word of the name or the email, in either script, every word required', async () => {
    const check = async (q: string, where: ReturnType<typeof sql>) => {
      const expected = await seekerIds('newest', where);
      const page = await userPage(`role=job_seeker&pageSize=50&q=${encodeURIComponent(q)}`);
      expect(page.total, q).toBe(expected.length);
      expect(
        page.items.map((u) => u.id),
        q,
      ).toEqual(expected.slice(0, 50));
      return page;
    };
    const byFamily = await check('adhik', sql`email like '%.adhikari.%'`);
    expect(byFamily.total).toBeGreaterThan(0);
    await check('Sita Gurung', sql`email like 'sita.gurung.%'`);
    const nepali = await check('शर्मा', sql`sort_name like '% शर्मा'`);
    expect(nepali.total).toBeGreaterThan(0);
    await check('gita.thapa', sql`email like 'gita.thapa.%'`);
    const one = (await seekerIds('newest', sql`email like 'ram.gurung.%'`))[0];
    const [row] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, one!));
    const exact = await userPage(`role=job_seeker&q=${encodeURIComponent(row!.email)}`);
    expect(exact.items.map((u) => u.id)).toEqual([one]);
    // One-letter words are ignored; no word left is no search.
    expect((await userPage('role=job_seeker&q=a')).total).toBe((await seekerIds('newest')).length);
    // Quotes and tsquery operators are plain text.
    expect((await userPage(`role=job_seeker&q=${encodeURIComponent("zz'):* | !(")}`)).total).toBe(0);
  });

  it('filters by account status, with exact totals from the counters', async () => {
    const inactive = await seekerIds('newest', sql`not is_active`);
    const page = await userPage('role=job_seeker&status=inactive&pageSize=50');
    expect(page.total).toBe(inactive.length);
    expect(page.items.map((u) => u.id)).toEqual(inactive);
    const active = await userPage('role=job_seeker&status=active');
    expect(active.total).toBe((await seekerIds('newest', sql`is_active`)).length);
  });

  it('employers: by company name, filtered by approval; the approvals queue is oldest first, five a page', async () => {
    const employers = await userPage('role=employer&sort=name&pageSize=50');
    const names = employers.items.map((u) => u.companyName?.toLowerCase() ?? '');
    expect(names).toEqual([...names].sort());
    const pending = await get('/api/admin/employers/pending', adminUsersPageSchema);
    const expected = await ctx.db.execute<{ id: string }>(sql`select id from users
      where role = 'employer' and coalesce(approval_status, 'pending') = 'pending' order by created_at, id`);
    expect(pending.pageSize).toBe(5);
    expect(pending.total).toBe(expected.rows.length);
    expect(pending.items.map((u) => u.id)).toEqual(expected.rows.slice(0, 5).map((r) => r.id));
    expect(pending.items.every((u) => u.approvalStatus === 'pending')).toBe(true);
    const found = await get('/api/admin/employers/pending?q=hydropower', adminUsersPageSchema);
    expect(found.items.every((u) => /hydropower/i.test(u.companyName ?? ''))).toBe(true);
    const rejected = await userPage('role=employer&approvalStatus=rejected&pageSize=50');
    expect(rejected.items.every((u) => u.approvalStatus === 'rejected')).toBe(true);
  });

  it('refuses a bad cursor, sort, filter or page size with a clear 400', async () => {
    const bad = [
      ['role=job_seeker&after=not-a-cursor', adminMessages.cursorInvalid],
      [`role=job_seeker&after=${Buffer.from('["x","y"]').toString('base64url')}`, adminMessages.cursorInvalid],
      ['role=job_seeker&sort=salary', adminMessages.sortInvalid],
      ['role=job_seeker&status=sleeping', adminMessages.filterInvalid],
      ['role=job_seeker&pageSize=51', adminMessages.pageSizeTooBig],
      [`role=job_seeker&q=${'x'.repeat(101)}`, adminMessages.searchTooLong],
    ] as const;
    for (const [query, message] of bad) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/users?${query}`,
        headers: bearer(admin.token),
      });
      expectError(res, 400, message);
    }
  });

  it('keeps the counters exact under concurrent sign-ups, status changes and deletes', async () => {
    const targets = (await seekerIds('newest')).slice(0, 12);
    await Promise.all([
      ...targets.slice(0, 8).map((id, i) =>
        ctx.app.inject({
          method: 'PUT',
          url: `/api/admin/users/${id}/status`,
          headers: bearer(admin.token),
          payload: { isActive: i % 2 === 0 },
        }),
      ),
      ...targets
        .slice(8)
        .map((id) => ctx.app.inject({ method: 'DELETE', url: `/api/admin/users/${id}`, headers: bearer(admin.token) })),
      ...[1, 2, 3, 4].map((n) =>
        seedPeople(ctx.db, { tag: `race${n}`, domain: 'lists.test', seekers: 3, employers: 1, passwordHash: 'x' }),
      ),
    ]);
    const counted = await ctx.db
      .select({ role: users.role, isActive: users.isActive, n: count() })
      .from(users)
      .groupBy(users.role, users.isActive);
    for (const row of counted) {
      const [kept] = await ctx.db
        .select({ n: sql<string>`sum(${userCounts.n})::text` })
        .from(userCounts)
        .where(and(eq(userCounts.role, row.role), eq(userCounts.isActive, row.isActive)));
      expect(Number(kept?.n ?? 0), `${row.role} ${row.isActive}`).toBe(row.n);
    }
  });
});

describe('admin jobs list and dashboard', () => {
  let employer: Awaited<ReturnType<typeof createAccount>>;
  let gone: Awaited<ReturnType<typeof createAccount>>;
  const today = kathmanduToday();
  const jobsPage = (query: string) => get(`/api/admin/jobs?${query}`, adminJobsPageSchema);

  beforeAll(async () => {
    employer = await createAccount(ctx, 'employer', { companyName: 'Phewa Boat Rentals' });
    gone = await createAccount(ctx, 'employer', { companyName: 'Closed Down Traders' });
    await createJob(ctx, { employerId: employer.id, title: 'Boat captain', applicationDeadline: addDays(today, 5) });
    await createJob(ctx, { employerId: employer.id, title: 'Ticket clerk' });
    await createJob(ctx, { employerId: employer.id, title: 'Life guard', applicationDeadline: addDays(today, -2) });
    await createJob(ctx, { employerId: employer.id, title: 'Boat painter', status: 'closed' });
    await createJob(ctx, { employerId: gone.id, title: 'Store keeper' });
    await ctx.db.update(users).set({ isActive: false }).where(eq(users.id, gone.id));
  });

  const titles = (page: AdminJobsPage) => page.items.map((job) => job.title).sort();

  it('filters by state: open (as listed publicly), expired, hidden (employer deactivated) and closed', async () => {
    expect(titles(await jobsPage('state=open&pageSize=50'))).toEqual(['Boat captain', 'Ticket clerk']);
    expect(titles(await jobsPage('state=expired'))).toEqual(['Life guard']);
    expect(titles(await jobsPage('state=hidden'))).toEqual(['Store keeper']);
    expect(titles(await jobsPage('state=closed'))).toEqual(['Boat painter']);
    const all = await jobsPage('pageSize=50');
    expect(all.total).toBe(5);
    expect(all.items.find((job) => job.title === 'Store keeper')).toMatchObject({ isHidden: true, isExpired: false });
    expect(all.items.find((job) => job.title === 'Life guard')).toMatchObject({ isExpired: true, isHidden: false });
    expect(JSON.stringify(all)).not.toContain('A job used by a test.');
  });

  it('searches title, company and description words, sorts by title, filters by employer', async () => {
    expect(titles(await jobsPage('q=boat'))).toEqual(['Boat captain', 'Boat painter', 'Life guard', 'Ticket clerk']);
    expect(titles(await jobsPage('q=boat%20cap'))).toEqual(['Boat captain']);
    expect(titles(await jobsPage('q=closed%20down'))).toEqual(['Store keeper']);
    const byTitle = await jobsPage('sort=title&pageSize=2');
    expect(byTitle.items.map((job) => job.title)).toEqual(['Boat captain', 'Boat painter']);
    const next = await jobsPage(`sort=title&pageSize=2&page=2&after=${byTitle.next}`);
    expect(next.items.map((job) => job.title)).toEqual(['Life guard', 'Store keeper']);
    expect((await jobsPage(`employerId=${gone.id}`)).total).toBe(1);
  });

  it('dashboard: open equals what the public site lists; expired and hidden are not open', async () => {
    const stats = await get('/api/admin/stats', adminStatsSchema);
    const publicList = jobsPageSchema.parse((await ctx.app.inject({ method: 'GET', url: '/api/jobs' })).json());
    expect(stats.jobs).toEqual({ open: publicList.total, expired: 1, hidden: 1, closed: 1 });
    const [seekers] = await ctx.db.select({ n: count() }).from(users).where(eq(users.role, 'job_seeker'));
    expect(stats.seekers).toBe(seekers?.n);
    const pendingEmployers = await ctx.db.execute<{ n: string }>(sql`select count(*)::text as n from users
      where role = 'employer' and coalesce(approval_status, 'pending') = 'pending'`);
    expect(stats.employers.pending).toBe(Number(pendingEmployers.rows[0]?.n));
    const [live] = await ctx.db
      .select({ n: count() })
      .from(applications)
      .where(sql`${applications.status} <> 'withdrawn'`);
    expect(stats.applications).toBe(live?.n);
    expect(await ctx.db.select({ n: count() }).from(jobs)).toEqual([{ n: 5 }]);
  });
});

describe('admin audit log and seeker view', () => {
  it('filters by entity and action, finds by the id changed or the admin email, pages by cursor', async () => {
    const all = await get('/api/admin/audit-log?pageSize=3', auditPageSchema);
    const [counted] = await ctx.db.select({ n: count() }).from(auditLog);
    expect(all.total).toBe(counted?.n);
    const second = await get(`/api/admin/audit-log?pageSize=3&page=2&after=${all.next}`, auditPageSchema);
    const byNumber = await get('/api/admin/audit-log?pageSize=3&page=2', auditPageSchema);
    expect(second.items.map((e) => e.id)).toEqual(byNumber.items.map((e) => e.id));
    const deactivations = await get('/api/admin/audit-log?entity=user&action=deactivate&pageSize=50', auditPageSchema);
    expect(deactivations.total).toBeGreaterThan(0);
    expect(deactivations.items.every((e) => e.entity === 'user' && e.action === 'deactivate')).toBe(true);
    const target = deactivations.items[0]!.entityId!;
    const byId = await get(`/api/admin/audit-log?q=${target}`, auditPageSchema);
    expect(byId.items.every((e) => e.entityId === target)).toBe(true);
    const byAdmin = await get(`/api/admin/audit-log?q=${admin.email.slice(0, 6)}&pageSize=50`, auditPageSchema);
    expect(byAdmin.total).toBe(all.total);
    const oldest = await get('/api/admin/audit-log?sort=oldest&pageSize=1', auditPageSchema);
    const [first] = await ctx.db.select({ id: auditLog.id }).from(auditLog).orderBy(auditLog.seq).limit(1);
    expect(oldest.items[0]?.id).toBe(first?.id);
  });

  it("shows an admin a seeker's whole profile; any other id is 404, anyone else is refused", async () => {
    const seeker = await createAccount(ctx, 'job_seeker');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/users/experience',
      headers: bearer(seeker.token),
      payload: { title: 'Cook', company: 'Tal Barahi Hotel', startDate: '2020-01-01', present: true },
    });
    const view = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/seekers/${seeker.id}`,
      headers: bearer(admin.token),
    });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({ id: seeker.id, role: 'job_seeker', experience: [{ title: 'Cook' }] });
    const employer = await createAccount(ctx, 'employer');
    for (const id of [employer.id, 'nope', '00000000-0000-4000-8000-000000000000']) {
      expectError(
        await ctx.app.inject({ method: 'GET', url: `/api/admin/seekers/${id}`, headers: bearer(admin.token) }),
        404,
        adminMessages.seekerNotFound,
      );
    }
    const refused = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/seekers/${seeker.id}`,
      headers: bearer(employer.token),
    });
    expect(refused.statusCode).toBe(403);
  });
});
