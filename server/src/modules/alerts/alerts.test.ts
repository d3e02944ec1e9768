import { and, eq } from 'drizzle-orm';
import { ALERTS_PER_EMAIL_MAX, ALERTS_PER_USER_MAX, alertMessages, alertQuerySchema } from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { bearer, expectError, post } from '../../../test/helpers.ts';
import { addDays, createAccount, createJob, lookups } from '../../../test/jobs.ts';
import { tokenFrom } from '../../../test/mailbox.ts';
import { jobAlerts, seekerProfiles } from '../../db/schema.ts';
import { DeliveryWorker } from '../../mail/delivery-worker.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { createSmtpMailer } from '../../mail/smtp-mailer.ts';
import { kathmanduToday } from '../jobs/kathmandu-date.ts';
import { type DigestContext, runAlertDigests } from './alert-digests.ts';
import { newSearchMatches } from './alert-matching.ts';

let ctx: TestContext;
let digests: DigestContext;
let employer: Awaited<ReturnType<typeof createAccount>>;
let L: Awaited<ReturnType<typeof lookups>>;
const DAY = 86_400_000;
/** Runs the digests as if it were `days` days from now (each call a new period for daily alerts). */
const runAt = (days: number) => runAlertDigests(digests, new Date(Date.now() + days * DAY));
const today = kathmanduToday();

let worker: DeliveryWorker;
let transport: Mailer;

beforeAll(async () => {
  // A delivery worker without the app's scheduled tasks: the tests run the digests at the times they choose.
  ctx = await createTestContext({}, { deliveryWorker: false });
  transport = createSmtpMailer(ctx.mailbox.url, ctx.config.mailFrom, 'portal.test');
  worker = new DeliveryWorker(ctx.db, transport, ctx.config.delivery, ctx.app.log);
  worker.start();
  digests = { db: ctx.db, config: ctx.config, log: ctx.app.log };
  employer = await createAccount(ctx, 'employer', { companyName: 'Annapurna Hydro' });
  L = await lookups(ctx);
});
afterAll(async () => {
  await worker?.stop();
  await transport?.close();
  await ctx?.close();
});

async function createAlert(token: string, query: Record<string, string>, frequency = 'daily', name = 'My search') {
  const res = await post(ctx, '/api/alerts', { name, frequency, query }, bearer(token));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; search: Record<string, string> };
}

describe('alert matching', () => {
  it('finds exactly what the same search on /jobs finds', async () => {
    const kaski = L.location('Kaski').id;
    const tanahun = L.location('Tanahun').id;
    const fullTime = L.jobType('full-time').id;
    await createJob(ctx, {
      employerId: employer.id,
      title: 'Civil engineer',
      locationId: kaski,
      jobTypeId: fullTime,
      skills: ['AutoCAD'],
    });
    await createJob(ctx, {
      employerId: employer.id,
      title: 'Site engineer',
      locationId: tanahun,
      skills: ['autocad', 'Survey'],
    });
    await createJob(ctx, {
      employerId: employer.id,
      title: 'Accountant',
      locationId: kaski,
      description: 'Tally and VAT',
    });
    await createJob(ctx, { employerId: employer.id, title: 'Closed engineer', locationId: kaski, status: 'closed' });
    await createJob(ctx, {
      employerId: employer.id,
      title: 'Expired engineer',
      applicationDeadline: addDays(today, -1),
    });
    await createJob(ctx, { employerId: employer.id, title: 'सहायक लेखापाल', locationId: kaski });
    const searches: Record<string, string>[] = [
      {},
      { q: 'engineer' },
      { q: 'ENGINEER autocad' },
      { locationIds: kaski },
      { locationIds: `${kaski},${tanahun}`, q: 'engineer' },
      { jobTypes: fullTime },
      { skills: 'AutoCAD' },
      { q: 'tally' },
      { q: 'सहायक' },
      { q: 'no-such-word' },
    ];
    for (const search of searches) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/jobs',
        query: { ...search, sortBy: 'oldest', pageSize: '50' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const listed = (res.json() as { items: { id: string }[] }).items.map((job) => job.id);
      const matched = await newSearchMatches(ctx.db, alertQuerySchema.parse(search), new Date(0), 50);
      expect(matched, JSON.stringify(search)).toEqual(listed);
    }
  });
});

describe('digests', () => {
  it('mail only new, matching, listed jobs, once per period, and never an empty mail', async () => {
    const seeker = await createAccount(ctx, 'job_seeker');
    const pokhara = L.location('Kaski').id;
    await createJob(ctx, { employerId: employer.id, title: 'Old Kaski job', locationId: pokhara });
    const alert = await createAlert(seeker.token, { locationIds: pokhara, q: 'driver' });
    expect(alert.search).toEqual({ locationIds: pokhara, q: 'driver' });
    await createJob(ctx, { employerId: employer.id, title: 'Bus driver Kaski', locationId: pokhara });
    await createJob(ctx, {
      employerId: employer.id,
      title: 'Truck driver Kaski',
      locationId: pokhara,
      applicationDeadline: addDays(today, 30),
    });
    await createJob(ctx, {
      employerId: employer.id,
      title: 'Closed driver Kaski',
      locationId: pokhara,
      status: 'closed',
    });
    await createJob(ctx, {
      employerId: employer.id,
      title: 'Expired driver Kaski',
      locationId: pokhara,
      applicationDeadline: addDays(today, -2),
    });
    await createJob(ctx, { employerId: employer.id, title: 'Driver elsewhere', locationId: L.location('Tanahun').id });
    await createJob(ctx, { employerId: employer.id, title: 'Old Kaski cook', locationId: pokhara });

    const before = ctx.mailbox.countFor(seeker.email);
    await runAt(1);
    const mail = await ctx.mailbox.waitFor(seeker.email, { after: before });
    expect(mail.subject).toContain('2 new jobs');
    expect(mail.text).toContain('Bus driver Kaski');
    expect(mail.text).toContain('Truck driver Kaski');
    for (const absent of ['Old Kaski job', 'Closed driver', 'Expired driver', 'Driver elsewhere', 'cook']) {
      expect(mail.text).not.toContain(absent);
    }
    expect(mail.headers.get('list-unsubscribe')).toMatch(/^<http:\/\/portal\.test\/api\/alerts\/unsubscribe\?alert=/);
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers.get('list-id')).toBe('Job alerts <job-alerts.portal.test>');
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');

    // Same period again, on "another instance": nothing. Next period with nothing new: no (empty) mail.
    expect(await Promise.all([runAt(1), runAt(1)])).toEqual([0, 0]);
    expect(await runAt(2)).toBe(0);
    await createJob(ctx, { employerId: employer.id, title: 'Taxi driver Kaski', locationId: pokhara });
    expect(await runAt(3)).toBe(1);
    const next = await ctx.mailbox.waitFor(seeker.email, { after: before + 1 });
    expect(next.subject).toContain('1 new job ');
    expect(next.text).toContain('Taxi driver Kaski');
    expect(next.text).not.toContain('Bus driver');
    // Give the worker a moment: still exactly two mails.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ctx.mailbox.countFor(seeker.email)).toBe(before + 2);
  });

  it('sends a paused alert nothing, and the profile alert new jobs matching the preferences', async () => {
    const seeker = await createAccount(ctx, 'job_seeker');
    const list = await ctx.app.inject({ method: 'GET', url: '/api/alerts', headers: bearer(seeker.token) });
    const [profileAlert] = list.json() as { id: string; kind: string; paused: boolean }[];
    expect(profileAlert).toMatchObject({ kind: 'profile', paused: false });
    await ctx.db
      .update(seekerProfiles)
      .set({ skills: ['Welding'], preferences: { expectedSalary: 0, jobTypes: [], locations: [], industries: [] } })
      .where(eq(seekerProfiles.userId, seeker.id));
    const search = await createAlert(seeker.token, { q: 'welder' }, 'weekly');
    const paused = await ctx.app.inject({
      method: 'PUT',
      url: `/api/alerts/${search.id}`,
      payload: { paused: true },
      headers: bearer(seeker.token),
    });
    expect(paused.json()).toMatchObject({ paused: true });
    await createJob(ctx, { employerId: employer.id, title: 'Welder', skills: ['welding'] });
    const before = ctx.mailbox.countFor(seeker.email);
    await runAt(10);
    const mail = await ctx.mailbox.waitFor(seeker.email, { after: before });
    expect(mail.subject).toContain('Jobs matching my profile');
    expect(mail.text).toContain('Welder');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ctx.mailbox.countFor(seeker.email)).toBe(before + 1);
    // The profile alert can be turned off, not deleted.
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/alerts/${profileAlert?.id}`,
      headers: bearer(seeker.token),
    });
    expectError(removed, 400, alertMessages.profileAlertKept, 'alert.profileAlertKept');
  });
});

describe('anonymous subscriptions', () => {
  it('need the confirmation link, then mail, and one click unsubscribes exactly that alert', async () => {
    const email = 'visitor@example.org';
    const query = { q: 'nurse' };
    await createJob(ctx, { employerId: employer.id, title: 'Old nurse' });
    const subscribe = await post(ctx, '/api/alerts/subscribe', {
      email,
      name: 'Nurse jobs',
      frequency: 'daily',
      locale: 'ne',
      query,
    });
    expect(subscribe.json()).toEqual({ message: alertMessages.confirmSent });
    const confirmMail = await ctx.mailbox.waitFor(email);
    const token = tokenFrom(confirmMail, '/alerts/confirm');
    // The reader's language is Nepali: the link opens the Nepali page.
    expect(confirmMail.text).toContain('http://portal.test/ne/alerts/confirm?token=');
    await post(ctx, '/api/alerts/subscribe', { email, name: 'Nurse 2', frequency: 'daily', query });
    await ctx.mailbox.waitFor(email, { after: 1 });

    await createJob(ctx, { employerId: employer.id, title: 'Staff nurse' });
    const unconfirmed = ctx.mailbox.countFor(email);
    await runAt(20);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ctx.mailbox.countFor(email)).toBe(unconfirmed);

    expect((await post(ctx, '/api/alerts/confirm', { token })).json()).toEqual({ message: alertMessages.confirmed });
    expectError(await post(ctx, '/api/alerts/confirm', { token }), 400, alertMessages.invalidLink);
    await createJob(ctx, { employerId: employer.id, title: 'Senior nurse' });
    await runAt(21);
    const digest = await ctx.mailbox.waitFor(email, { after: unconfirmed });
    // Posted while the confirmation waited: new to the alert; posted before the subscription: not.
    expect(digest.text).toContain('Senior nurse');
    expect(digest.text).toContain('Staff nurse');
    expect(digest.text).not.toContain('Old nurse');
    expect(digest.subject).toContain('नयाँ जागिर');

    const url = new URL(/^<(.+)>$/.exec(digest.headers.get('list-unsubscribe') ?? '')?.[1] ?? '');
    const alertId = url.searchParams.get('alert') ?? '';
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: `/api/alerts/unsubscribe?alert=${alertId}&token=${'x'.repeat(43)}`,
    });
    expectError(wrong, 400, alertMessages.invalidLink);
    const oneClick = await ctx.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.json()).toEqual({ message: alertMessages.unsubscribed });
    const left = await ctx.db.select().from(jobAlerts).where(eq(jobAlerts.email, email));
    expect(left.map((a) => a.name)).toEqual(['Nurse 2']);
    expect(left[0]?.status).toBe('pending');
  });
});

describe('limits', () => {
  it(`stop a user at ${ALERTS_PER_USER_MAX} alerts however many are created at once`, async () => {
    const seeker = await createAccount(ctx, 'job_seeker');
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post(
          ctx,
          '/api/alerts',
          { name: `Alert ${i}`, frequency: 'weekly', query: { q: `w${i}` } },
          bearer(seeker.token),
        ),
      ),
    );
    // The profile alert counts too.
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(ALERTS_PER_USER_MAX - 1);
    for (const refused of results.filter((r) => r.statusCode !== 201)) {
      expectError(refused, 409, alertMessages.tooMany, 'alert.tooMany');
    }
    const owned = await ctx.db.select().from(jobAlerts).where(eq(jobAlerts.userId, seeker.id));
    expect(owned).toHaveLength(ALERTS_PER_USER_MAX);
  });

  it(`stop an email at ${ALERTS_PER_EMAIL_MAX} anonymous subscriptions, with one mail each`, async () => {
    const email = 'flooded@example.org';
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        post(ctx, '/api/alerts/subscribe', { email, name: `S${i}`, frequency: 'daily', query: { q: `s${i}` } }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(ALERTS_PER_EMAIL_MAX);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(12 - ALERTS_PER_EMAIL_MAX);
    const rows = await ctx.db
      .select()
      .from(jobAlerts)
      .where(and(eq(jobAlerts.email, email), eq(jobAlerts.status, 'pending')));
    expect(rows).toHaveLength(ALERTS_PER_EMAIL_MAX);
    await ctx.mailbox.waitFor(email, { after: ALERTS_PER_EMAIL_MAX - 1 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ctx.mailbox.countFor(email)).toBe(ALERTS_PER_EMAIL_MAX);
  });

  it('refuse bad input with 4xx and another user’s alert with 404', async () => {
    const a = await createAccount(ctx, 'job_seeker');
    const b = await createAccount(ctx, 'job_seeker');
    const alert = await createAlert(a.token, { q: 'x' });
    const other = await ctx.app.inject({
      method: 'PUT',
      url: `/api/alerts/${alert.id}`,
      payload: { name: 'mine now' },
      headers: bearer(b.token),
    });
    expectError(other, 404, alertMessages.notFound);
    expectError(
      await post(ctx, '/api/alerts', { name: ' ', frequency: 'daily', query: {} }, bearer(a.token)),
      400,
      alertMessages.nameRequired,
    );
    expectError(
      await post(ctx, '/api/alerts', { name: 'x', frequency: 'hourly', query: {} }, bearer(a.token)),
      400,
      alertMessages.frequencyInvalid,
    );
    expectError(
      await post(
        ctx,
        '/api/alerts',
        { name: 'x', frequency: 'daily', query: { locationIds: 'nope' } },
        bearer(a.token),
      ),
      400,
    );
    expectError(await post(ctx, '/api/alerts', { name: 'x', frequency: 'daily', query: {} }), 401);
  });
});
