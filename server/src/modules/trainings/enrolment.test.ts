import { and, asc, eq, sql } from 'drizzle-orm';
import { type Enrolment, type EnrolmentRow, trainingMessages } from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { bearer, expectError, PASSWORD } from '../../../test/helpers.ts';
import { createAccount } from '../../../test/jobs.ts';
import { createTraining, enrolAs, quickSeeker, trainingInput } from '../../../test/trainings.ts';
import { notifications, trainingEnrolments, users } from '../../db/schema.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createAccount(ctx, 'admin');
});
afterAll(async () => {
  await ctx?.close();
});

const seekersNamed = (prefix: string, n: number, language: 'en' | 'ne' = 'en') =>
  Promise.all(Array.from({ length: n }, (_, i) => quickSeeker(ctx, `${prefix} ${i + 1}`, language)));

async function enrolmentsOf(trainingId: string) {
  return ctx.db
    .select()
    .from(trainingEnrolments)
    .where(eq(trainingEnrolments.trainingId, trainingId))
    .orderBy(asc(trainingEnrolments.seq));
}

const mine = async (token: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/seekers/me/trainings', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Enrolment[];
};

const trainingNotifications = (userId: string) =>
  ctx.db
    .select({ params: notifications.params })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'training_enrolment')))
    .orderBy(asc(notifications.createdAt));

describe('enrolment under concurrent requests', () => {
  it('gives 30 simultaneous seekers exactly 10 seats and a waiting list of 20 in arrival order', async () => {
    const training = await createTraining(ctx, admin.token, { seats: 10 });
    const seekers = await seekersNamed('Racer', 30);
    const answers = await Promise.all(seekers.map((s) => enrolAs(ctx, s.token, training.id)));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const bodies = answers.map((res) => res.json() as Enrolment);
    expect(bodies.filter((b) => b.status === 'enrolled')).toHaveLength(10);
    expect(bodies.filter((b) => b.status === 'waiting')).toHaveLength(20);

    const rows = await enrolmentsOf(training.id);
    expect(rows.map((r) => r.status)).toEqual([...Array(10).fill('enrolled'), ...Array(20).fill('waiting')]);
    // Each waiting seeker was told the position that arrival order gives them, and the list says the same.
    const bySeeker = new Map(bodies.map((b, i) => [seekers[i]?.id, b]));
    rows.slice(10).forEach((row, index) => {
      expect(bySeeker.get(row.seekerId)?.position).toBe(index + 1);
    });
    const notes = await Promise.all(rows.map((row) => trainingNotifications(row.seekerId)));
    expect(notes.map((n) => n.map((x) => x.params.status))).toEqual([
      ...Array(10).fill(['enrolled']),
      ...Array(20).fill(['waiting']),
    ]);
    expect(notes.slice(10).map((n) => n[0]?.params.position)).toEqual(
      Array.from({ length: 20 }, (_, i) => String(i + 1)),
    );

    const admin1 = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/trainings/${training.id}`,
      headers: bearer(admin.token),
    });
    expect(admin1.json()).toMatchObject({ enrolled: 10, waiting: 20, seatsLeft: 0 });
  });

  it('answers a seeker enrolling twice at once with one enrolment and a 409', async () => {
    const training = await createTraining(ctx, admin.token, { seats: 5 });
    const [seeker] = await seekersNamed('Twice', 1);
    if (!seeker) throw new Error('no seeker');
    const answers = await Promise.all([1, 2, 3].map(() => enrolAs(ctx, seeker.token, training.id)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const refused = answers.find((r) => r.statusCode === 409);
    if (refused) expectError(refused, 409, trainingMessages.alreadyEnrolled, 'training.alreadyEnrolled');
    expect(await enrolmentsOf(training.id)).toHaveLength(1);
  });
});

describe('the waiting list moves up', () => {
  it('gives a withdrawn seat to the first waiting seeker, told in their language, and can be enrolled again', async () => {
    const training = await createTraining(ctx, admin.token, { seats: 2 });
    const seated = await seekersNamed('Seated', 2);
    const waiting = await seekersNamed('Waiting', 3, 'ne');
    for (const s of [...seated, ...waiting]) expect((await enrolAs(ctx, s.token, training.id)).statusCode).toBe(200);
    const [first, second, third] = waiting;
    if (!first || !second || !third || !seated[0]) throw new Error('no seekers');

    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/trainings/${training.id}/enrolment`,
      headers: bearer(seated[0].token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'withdrawn', position: null });

    expect((await mine(first.token))[0]).toMatchObject({ status: 'enrolled', position: null });
    expect((await mine(second.token))[0]).toMatchObject({ status: 'waiting', position: 1 });
    expect((await mine(third.token))[0]).toMatchObject({ status: 'waiting', position: 2 });
    expect((await trainingNotifications(first.id)).map((n) => n.params.status)).toEqual(['waiting', 'promoted']);
    // Two mails in the seeker's language (Nepali): on the waiting list, then moved up.
    await ctx.mailbox.waitFor(first.email, { after: 1 });
    const mails = ctx.mailbox.messages.filter((m) => m.to.includes(first.email));
    expect(mails.map((m) => m.subject).sort()).toEqual([
      expect.stringContaining('प्रतीक्षा सूचीमा'),
      expect.stringContaining('सिट खाली भयो: तपाईं भवन बिजुली मिस्त्री तालिममा भर्ना हुनुभयो'),
    ]);

    // Withdrawn is history: the seat holder may enrol again, at the end of the waiting list.
    const again = await enrolAs(ctx, seated[0].token, training.id);
    expect(again.json()).toMatchObject({ status: 'waiting', position: 3 });
    const twice = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/trainings/${training.id}/enrolment`,
      headers: bearer(first.token),
    });
    expect(twice.statusCode).toBe(200);
    expect((await mine(second.token))[0]).toMatchObject({ status: 'enrolled' });
  });

  it('moves as many waiting seekers up as an administrator adds seats, and refuses fewer seats than are held', async () => {
    const training = await createTraining(ctx, admin.token, { seats: 3 });
    const seekers = await seekersNamed('Grow', 8);
    for (const s of seekers) expect((await enrolAs(ctx, s.token, training.id)).statusCode).toBe(200);

    const fewer = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/trainings/${training.id}`,
      payload: trainingInput({ seats: 2 }),
      headers: bearer(admin.token),
    });
    expectError(fewer, 409, trainingMessages.seatsBelowTaken, 'training.seatsBelowTaken');

    const more = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/trainings/${training.id}`,
      payload: trainingInput({ seats: 6 }),
      headers: bearer(admin.token),
    });
    expect(more.statusCode, more.body).toBe(200);
    expect(more.json()).toMatchObject({ seats: 6, enrolled: 6, waiting: 2, seatsLeft: 0 });
    const rows = await enrolmentsOf(training.id);
    expect(rows.map((r) => r.status)).toEqual([...Array(6).fill('enrolled'), 'waiting', 'waiting']);
    const fourth = rows[3];
    if (!fourth) throw new Error('no fourth');
    expect((await trainingNotifications(fourth.seekerId)).map((n) => n.params.status)).toEqual(['waiting', 'promoted']);
  });

  it('lets a seeker leave the waiting list without moving anyone, and keeps attended enrolments', async () => {
    const training = await createTraining(ctx, admin.token, { seats: 1 });
    const [a, b, c] = await seekersNamed('Leave', 3);
    if (!a || !b || !c) throw new Error('no seekers');
    for (const s of [a, b, c]) await enrolAs(ctx, s.token, training.id);
    const leave = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/trainings/${training.id}/enrolment`,
      headers: bearer(b.token),
    });
    expect(leave.statusCode).toBe(200);
    expect((await mine(a.token))[0]).toMatchObject({ status: 'enrolled' });
    expect((await mine(c.token))[0]).toMatchObject({ status: 'waiting', position: 1 });

    const [row] = await ctx.db
      .select()
      .from(trainingEnrolments)
      .where(and(eq(trainingEnrolments.trainingId, training.id), eq(trainingEnrolments.seekerId, a.id)));
    const attend = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/trainings/${training.id}/enrolments/${row?.id}/attendance`,
      payload: { attended: true },
      headers: bearer(admin.token),
    });
    expect(attend.statusCode, attend.body).toBe(200);
    expect((attend.json() as EnrolmentRow).status).toBe('attended');
    const refused = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/trainings/${training.id}/enrolment`,
      headers: bearer(a.token),
    });
    expectError(refused, 409, trainingMessages.notWithdrawable);
  });
});

describe('a deleted account', () => {
  it('gives its seat to the first waiting seeker, whether the seeker or an administrator deletes it', async () => {
    const training = await createTraining(ctx, admin.token, { seats: 2 });
    const self = await createAccount(ctx, 'job_seeker');
    const [byAdmin, next1, next2] = await seekersNamed('Deleted', 3);
    if (!byAdmin || !next1 || !next2) throw new Error('no seekers');
    for (const s of [self, byAdmin, next1, next2]) {
      expect((await enrolAs(ctx, s.token, training.id)).statusCode).toBe(200);
    }
    const own = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      payload: { password: PASSWORD },
      headers: bearer(self.token),
    });
    expect(own.statusCode, own.body).toBe(204);
    expect((await mine(next1.token))[0]).toMatchObject({ status: 'enrolled' });
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${byAdmin.id}`,
      headers: bearer(admin.token),
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await mine(next2.token))[0]).toMatchObject({ status: 'enrolled' });
    const rows = await enrolmentsOf(training.id);
    expect(rows.map((r) => r.status)).toEqual(['withdrawn', 'enrolled', 'enrolled']);
  });
});

describe('who may enrol', () => {
  it('refuses other roles, a deactivated seeker, a draft, a closed and a cancelled training', async () => {
    const employer = await createAccount(ctx, 'employer');
    const open = await createTraining(ctx, admin.token);
    expectError(await enrolAs(ctx, employer.token, open.id), 403, trainingMessages.onlySeekers, 'training.onlySeekers');
    expectError(await enrolAs(ctx, admin.token, open.id), 403, trainingMessages.onlySeekers);
    expectError(
      await ctx.app.inject({ method: 'POST', url: `/api/trainings/${open.id}/enrolment` }),
      401,
      undefined,
      'auth.loginRequired',
    );

    const [inactive, seeker] = await seekersNamed('Who', 2);
    if (!inactive || !seeker) throw new Error('no seekers');
    await ctx.db.update(users).set({ isActive: false }).where(eq(users.id, inactive.id));
    expect((await enrolAs(ctx, inactive.token, open.id)).statusCode).toBe(401);

    const draft = await createTraining(ctx, admin.token, { status: 'draft' });
    expectError(await enrolAs(ctx, seeker.token, draft.id), 404, trainingMessages.notFound);

    for (const status of ['closed', 'cancelled'] as const) {
      const training = await createTraining(ctx, admin.token);
      const [holder] = await seekersNamed(`Holder ${status}`, 1);
      if (!holder) throw new Error('no seeker');
      expect((await enrolAs(ctx, holder.token, training.id)).statusCode).toBe(200);
      const change = await ctx.app.inject({
        method: 'PUT',
        url: `/api/admin/trainings/${training.id}/status`,
        payload: { status },
        headers: bearer(admin.token),
      });
      expect(change.statusCode, change.body).toBe(200);
      expectError(await enrolAs(ctx, seeker.token, training.id), 409, trainingMessages.notOpen, 'training.notOpen');
      // Cancelling tells the seekers who had a place; closing does not.
      const told = (await trainingNotifications(holder.id)).map((n) => n.params.status);
      expect(told).toEqual(status === 'cancelled' ? ['enrolled', 'cancelled'] : ['enrolled']);
    }

    const started = await createTraining(ctx, admin.token);
    // A training that started yesterday (set in SQL: the API takes no start date in the past).
    await ctx.db.execute(
      sql`update trainings set start_date = (now() at time zone 'Asia/Kathmandu')::date - 1 where id = ${started.id}`,
    );
    expectError(await enrolAs(ctx, seeker.token, started.id), 409, trainingMessages.alreadyStarted);
    expectError(await enrolAs(ctx, seeker.token, 'not-an-id'), 404, trainingMessages.notFound);
    expect(await enrolmentsOf(open.id)).toHaveLength(0);
  });
});
