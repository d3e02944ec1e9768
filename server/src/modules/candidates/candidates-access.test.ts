import { eq } from 'drizzle-orm';
import { authMessages, candidateMessages } from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { bearer, expectError, PASSWORD } from '../../../test/helpers.ts';
import { createAccount, createJob } from '../../../test/jobs.ts';
import { quickSeeker } from '../../../test/trainings.ts';
import { candidateInvitations, candidateVisibility, users } from '../../db/schema.ts';

// Who may use candidate search and its seeker side: every role and account state against every route.

let ctx: TestContext;
let candidateId: string;
let invitationId: string;
let jobId: string;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  const [approved, pending, rejected, deactivated, deleted, admin, seeker, deactivatedSeeker] = await Promise.all([
    createAccount(ctx, 'employer', { companyName: 'Approved Co' }),
    createAccount(ctx, 'employer'),
    createAccount(ctx, 'employer'),
    createAccount(ctx, 'employer'),
    createAccount(ctx, 'employer'),
    createAccount(ctx, 'admin'),
    createAccount(ctx, 'job_seeker'),
    createAccount(ctx, 'job_seeker'),
  ]);
  await ctx.db.update(users).set({ approvalStatus: 'pending' }).where(eq(users.id, pending.id));
  await ctx.db.update(users).set({ approvalStatus: 'rejected' }).where(eq(users.id, rejected.id));
  await ctx.db.update(users).set({ isActive: false }).where(eq(users.id, deactivated.id));
  await ctx.db.update(users).set({ isActive: false }).where(eq(users.id, deactivatedSeeker.id));
  const gone = await ctx.app.inject({
    method: 'POST',
    url: '/api/account/delete',
    headers: bearer(deleted.token),
    payload: { password: PASSWORD },
  });
  expect(gone.statusCode, gone.body).toBeLessThan(300);
  Object.assign(tokens, {
    approved: approved.token,
    pending: pending.token,
    rejected: rejected.token,
    deactivated: deactivated.token,
    deleted: deleted.token,
    admin: admin.token,
    seeker: seeker.token,
    deactivatedSeeker: deactivatedSeeker.token,
  });
  const candidate = await quickSeeker(ctx, 'Sita Gurung');
  candidateId = candidate.id;
  await ctx.db.insert(candidateVisibility).values({ seekerId: candidate.id, visible: true });
  jobId = (await createJob(ctx, { employerId: approved.id, title: 'Cook' })).id;
  const [invitation] = await ctx.db
    .insert(candidateInvitations)
    .values({ employerId: approved.id, seekerId: seeker.id, jobId })
    .returning();
  invitationId = invitation?.id ?? '';
});
afterAll(async () => {
  await ctx?.close();
});

type Who = 'guest' | keyof typeof tokens | string;
const call = (method: string, url: string, who: Who, payload?: object) =>
  ctx.app.inject({
    method: method as 'GET',
    url: `/api${url}`,
    payload,
    headers: who === 'guest' ? {} : bearer(tokens[who] ?? ''),
  });

describe('the employer side (search, a candidate’s page, invite)', () => {
  const routes = (): [string, string, object?][] => [
    ['GET', '/employer/candidates'],
    ['GET', `/employer/candidates/${candidateId}`],
    ['POST', `/employer/candidates/${candidateId}/invitations`, { jobId }],
  ];

  it('answers every role and account state as the house does', async () => {
    for (const [method, url, body] of routes()) {
      expectError(await call(method, url, 'guest', body), 401, authMessages.loginRequired);
      expectError(await call(method, url, 'deactivated', body), 401, authMessages.deactivated);
      expectError(await call(method, url, 'deleted', body), 401);
      expectError(await call(method, url, 'seeker', body), 403, authMessages.forbidden);
      expectError(await call(method, url, 'admin', body), 403, authMessages.forbidden);
      expectError(await call(method, url, 'pending', body), 403, candidateMessages.employerNotApproved);
      expectError(await call(method, url, 'rejected', body), 403, candidateMessages.employerNotApproved);
      const res = await call(method, url, 'approved', body);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    }
  });
});

describe('the seeker side (visibility, profile views, invitations)', () => {
  const routes = (): [string, string, object?][] => [
    ['GET', '/seekers/me/visibility'],
    ['PUT', '/seekers/me/visibility', { visible: false }],
    ['GET', '/seekers/me/profile-views'],
    ['GET', '/seekers/me/invitations'],
    ['POST', `/seekers/me/invitations/${invitationId}/decline`],
  ];

  it('answers every role and account state as the house does', async () => {
    for (const [method, url, body] of routes()) {
      expectError(await call(method, url, 'guest', body), 401, authMessages.loginRequired);
      expectError(await call(method, url, 'deactivatedSeeker', body), 401, authMessages.deactivated);
      for (const other of ['approved', 'pending', 'admin']) {
        expectError(await call(method, url, other, body), 403, authMessages.forbidden);
      }
      const res = await call(method, url, 'seeker', body);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    }
  });
});
