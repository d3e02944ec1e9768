import { desc, eq } from 'drizzle-orm';
import { adminMessages, authMessages, jobMessages } from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { bearer, expectError, PASSWORD } from '../../../test/helpers.ts';
import { createAccount, createJob } from '../../../test/jobs.ts';
import { auditLog, users } from '../../db/schema.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createAccount(ctx, 'admin');
});
afterAll(async () => {
  await ctx?.close();
});

const as = (token: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: bearer(token) });

/** Every answer below 500, and how many of each status. */
function statuses(responses: { statusCode: number; body: string }[]) {
  for (const res of responses) expect(res.statusCode, res.body).toBeLessThan(500);
  const tally: Record<number, number> = {};
  for (const res of responses) tally[res.statusCode] = (tally[res.statusCode] ?? 0) + 1;
  return tally;
}

const newestAudit = async (entityId: string) =>
  (await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(desc(auditLog.seq)).limit(1))[0];

describe('concurrent admin actions end in one consistent state', () => {
  for (const target of ['job_seeker', 'admin'] as const) {
    it(`10 activations and 10 deactivations of one ${target} at once: no 500, no deadlock`, async () => {
      const user = await createAccount(ctx, target);
      const calls = Array.from({ length: 20 }, (_, i) =>
        as(admin.token, 'PUT', `/api/admin/users/${user.id}/status`, { isActive: i % 2 === 0 }),
      );
      expect(statuses(await Promise.all(calls))).toEqual({ 200: 20 });
      const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
      // The newest audit entry (commit order) describes the state that stayed.
      const audit = await newestAudit(user.id);
      expect((audit?.after as { isActive: boolean } | undefined)?.isActive).toBe(row?.isActive);
      expect(audit?.action).toBe(row?.isActive ? 'activate' : 'deactivate');
    });
  }

  it('two admins deactivating each other at once: one wins, one active admin is always left', async () => {
    const other = await createAccount(ctx, 'admin');
    const third = await createAccount(ctx, 'admin');
    const results = await Promise.all([
      as(admin.token, 'PUT', `/api/admin/users/${other.id}/status`, { isActive: false }),
      as(other.token, 'PUT', `/api/admin/users/${admin.id}/status`, { isActive: false }),
      as(third.token, 'PUT', `/api/admin/users/${third.id}/status`, { isActive: false }),
    ]);
    statuses(results);
    const active = await ctx.db.select().from(users).where(eq(users.role, 'admin'));
    expect(active.some((u) => u.isActive)).toBe(true);
    // Restore for the tests below.
    await ctx.db.update(users).set({ isActive: true }).where(eq(users.id, admin.id));
    admin = { ...admin, token: (await loginAgain(admin.email)) ?? admin.token };
  });

  it('racing approvals and rejections: the newest audit entry describes the final state', async () => {
    for (let round = 0; round < 3; round++) {
      const employer = await createAccount(ctx, 'employer');
      const calls = Array.from({ length: 12 }, (_, i) =>
        i % 2 === 0
          ? as(admin.token, 'PUT', `/api/admin/employers/${employer.id}/approve`)
          : as(admin.token, 'PUT', `/api/admin/employers/${employer.id}/reject`, { reason: `Reason ${i}` }),
      );
      expect(statuses(await Promise.all(calls))).toEqual({ 200: 12 });
      const [row] = await ctx.db.select().from(users).where(eq(users.id, employer.id));
      const audit = await newestAudit(employer.id);
      const after = audit?.after as { approvalStatus: string; rejectionReason: string | null } | undefined;
      expect(after?.approvalStatus).toBe(row?.approvalStatus);
      expect(after?.rejectionReason).toBe(row?.rejectionReason);
      // The audit page the admin reads shows that entry first among this employer's.
      const page = await ctx.app.inject({ method: 'GET', url: '/api/admin/audit-log', headers: bearer(admin.token) });
      const first = (page.json() as { items: { id: string; entityId: string }[] }).items.find(
        (item) => item.entityId === employer.id,
      );
      expect(first?.id).toBe(audit?.id);
    }
  });
});

describe('concurrent unique violations answer the 409 of the sequential path', () => {
  it('10 admins creating the same employer email: one 201, nine 409 emailTaken', async () => {
    const email = `race-${Date.now()}@example.com`;
    const calls = Array.from({ length: 10 }, () =>
      as(admin.token, 'POST', '/api/admin/employers', {
        email,
        password: PASSWORD,
        profile: { companyName: 'Race Co' },
      }),
    );
    const results = await Promise.all(calls);
    expect(statuses(results)).toEqual({ 201: 1, 409: 9 });
    for (const res of results.filter((r) => r.statusCode === 409)) {
      expectError(res, 409, authMessages.emailTaken, 'auth.emailTaken');
    }
  });

  it('10 lookup items with one key at once: one 201, nine 409 keyTaken', async () => {
    const calls = Array.from({ length: 10 }, (_, i) =>
      as(admin.token, 'POST', '/api/job-types', { name_en: `Race ${i}`, name_ne: 'दौड', key: 'race-key' }),
    );
    const results = await Promise.all(calls);
    expect(statuses(results)).toEqual({ 201: 1, 409: 9 });
    for (const res of results.filter((r) => r.statusCode === 409)) expectError(res, 409, adminMessages.keyTaken);
  });

  it('10 applications for one job at once: one 201, nine 409 alreadyApplied', async () => {
    const employer = await createAccount(ctx, 'employer');
    const seeker = await createAccount(ctx, 'job_seeker');
    const job = await createJob(ctx, { employerId: employer.id });
    const calls = Array.from({ length: 10 }, () => as(seeker.token, 'POST', '/api/applications', { jobId: job.id }));
    const results = await Promise.all(calls);
    expect(statuses(results)).toEqual({ 201: 1, 409: 9 });
    for (const res of results.filter((r) => r.statusCode === 409)) {
      expectError(res, 409, jobMessages.alreadyApplied, 'job.alreadyApplied');
    }
  });
});

async function loginAgain(email: string): Promise<string | undefined> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: PASSWORD, role: 'admin' },
  });
  return res.statusCode === 200 ? (res.json() as { token: string }).token : undefined;
}
