import { and, eq, isNull } from 'drizzle-orm';
import { type NotificationsPage, notificationMessages } from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { bearer, expectError } from '../../../test/helpers.ts';
import { addDays, createAccount, createJob } from '../../../test/jobs.ts';
import type { ReceivedMail } from '../../../test/mailbox.ts';
import { mailOutbox, notifications, seekerProfiles } from '../../db/schema.ts';
import { DeliveryWorker } from '../../mail/delivery-worker.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { createSmtpMailer } from '../../mail/smtp-mailer.ts';
import { kathmanduToday } from '../jobs/kathmandu-date.ts';
import { remindClosingJobs, sendApplicationDigests } from './notification-tasks.ts';
import { unsubscribeToken } from './unsubscribe-tokens.ts';

let ctx: TestContext;
type Account = Awaited<ReturnType<typeof createAccount>>;
let employer: Account;
let seeker: Account;
let admin: Account;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

/** Waits until the worker has sent everything queued (so a count of received mail is final). */
async function settled(): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const pending = await ctx.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt)));
    if (pending.length === 0) return;
    if (Date.now() > deadline) throw new Error('mail still pending');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const mailsTo = (email: string) => ctx.mailbox.messages.filter((mail) => mail.to.includes(email));

/** The one new mail to `email` since `before` mails, after the worker settled. */
async function onlyNewMail(email: string, before: number): Promise<ReceivedMail> {
  await settled();
  const mails = mailsTo(email).slice(before);
  expect(mails.map((mail) => mail.subject)).toHaveLength(1);
  return mails[0]!;
}

async function list(token: string): Promise<NotificationsPage> {
  const res = await call('GET', '/api/notifications?pageSize=50', token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as NotificationsPage;
}

async function apply(account: Account, jobId: string) {
  const res = await call('POST', '/api/applications', account.token, { jobId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
}

let worker: DeliveryWorker;
let transport: Mailer;

beforeAll(async () => {
  // A worker without the app's scheduled tasks: the tests run the scans themselves, at the times they choose.
  ctx = await createTestContext({}, { deliveryWorker: false });
  transport = createSmtpMailer(ctx.mailbox.url, ctx.config.mailFrom, 'portal.test');
  worker = new DeliveryWorker(ctx.db, transport, ctx.config.delivery, ctx.app.log);
  worker.start();
  [employer, seeker, admin] = await Promise.all([
    createAccount(ctx, 'employer', { companyName: 'Tal Barahi Hotel' }),
    createAccount(ctx, 'job_seeker'),
    createAccount(ctx, 'admin'),
  ]);
  await ctx.db.update(seekerProfiles).set({ fullName: 'Sita Sharma' }).where(eq(seekerProfiles.userId, seeker.id));
  // The employer reads Nepali, the seeker English.
  const language = await call('PUT', '/api/users/me/language', employer.token, { language: 'ne' });
  expect(language.statusCode, language.body).toBe(204);
});

afterAll(async () => {
  await worker.stop();
  await transport.close();
  await ctx.close();
});

describe('events', () => {
  it('a new application: one email to the employer in Nepali with one-click unsubscribe, and a bell entry', async () => {
    const job = await createJob(ctx, { employerId: employer.id, title: 'Receptionist' });
    const before = mailsTo(employer.email).length;
    await apply(seeker, job.id);
    const mail = await onlyNewMail(employer.email, before);
    expect(mail.subject).toBe('Receptionist मा नयाँ आवेदन – गण्डकी प्रदेश रोजगार पोर्टल');
    expect(mail.text).toContain('Sita Sharma ले Receptionist पदका लागि आवेदन दिनुभयो।');
    expect(mail.text).toContain(`http://portal.test/employer/jobs/${job.id}/applicants/${seeker.id}`);
    expect(mail.html).toContain('lang="ne"');
    expect(mail.headers.get('list-unsubscribe')).toMatch(/^<http:\/\/portal\.test\/api\/unsubscribe\/[\w.-]+>$/);
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers.get('list-id')).toBe('Portal notifications <notifications.portal.test>');
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
    expect(mail.headers.get('x-portal-message-id')).toMatch(/^[0-9a-f-]{36}$/);

    const page = await list(employer.token);
    expect(page.items[0]).toMatchObject({
      kind: 'application_received',
      read: false,
      params: { jobTitle: 'Receptionist', seekerName: 'Sita Sharma' },
      link: `/employer/jobs/${job.id}/applicants/${seeker.id}`,
    });
    expect((await call('GET', '/api/notifications/unread-count', employer.token)).json()).toEqual({
      unread: page.unread,
      messages: 0,
    });
  });

  it('viewed, shortlisted and rejected (with the reason) each email the seeker once, in English', async () => {
    const job = await createJob(ctx, { employerId: employer.id, title: 'Cook' });
    const application = await apply(seeker, job.id);
    await settled();
    let before = mailsTo(seeker.email).length;
    expect((await call('PUT', `/api/applications/${application.id}/viewed`, employer.token)).statusCode).toBe(200);
    expect((await onlyNewMail(seeker.email, before)).subject).toBe(
      'Your application for Cook was viewed – Gandaki Province Job Portal',
    );
    // Viewing again is no news.
    before = mailsTo(seeker.email).length;
    await call('PUT', `/api/applications/${application.id}/viewed`, employer.token);
    await settled();
    expect(mailsTo(seeker.email).length).toBe(before);

    const shortlist = await call('PUT', `/api/applications/${application.id}/status`, employer.token, {
      status: 'shortlisted',
    });
    expect(shortlist.statusCode, shortlist.body).toBe(200);
    const shortlisted = await onlyNewMail(seeker.email, before);
    expect(shortlisted.subject).toBe('You were shortlisted for Cook – Gandaki Province Job Portal');
    expect(shortlisted.text).toContain('Tal Barahi Hotel shortlisted your application for Cook.');

    before = mailsTo(seeker.email).length;
    await call('PUT', `/api/applications/${application.id}/status`, employer.token, {
      status: 'rejected',
      rejectionReason: 'We hired someone with more experience.',
    });
    const rejected = await onlyNewMail(seeker.email, before);
    expect(rejected.subject).toBe('Update on your application for Cook – Gandaki Province Job Portal');
    expect(rejected.text).toContain('Reason: We hired someone with more experience.');
    expect(rejected.html).toContain('lang="en"');

    const page = await list(seeker.token);
    expect(page.items.slice(0, 3).map((item) => item.params.status)).toEqual(['rejected', 'shortlisted', 'viewed']);
  });

  it('an employer approved, then rejected with the reason: account emails without unsubscribe', async () => {
    const pending = await createAccount(ctx, 'employer', { companyName: 'Fewa Boats' });
    let before = mailsTo(pending.email).length;
    await call('PUT', `/api/admin/employers/${pending.id}/approve`, admin.token);
    await settled();
    // createAccount approved it already: approving again is no news.
    expect(mailsTo(pending.email).length).toBe(before);

    const reject = await call('PUT', `/api/admin/employers/${pending.id}/reject`, admin.token, {
      reason: 'The PAN number does not match the company name.',
    });
    expect(reject.statusCode, reject.body).toBe(200);
    const rejected = await onlyNewMail(pending.email, before);
    expect(rejected.subject).toBe('Your employer account was not approved – Gandaki Province Job Portal');
    expect(rejected.text).toContain('Reason: The PAN number does not match the company name.');
    expect(rejected.headers.has('list-unsubscribe')).toBe(false);
    expect(rejected.headers.get('list-id')).toBe('Portal notifications <notifications.portal.test>');
    expect(rejected.headers.get('auto-submitted')).toBe('auto-generated');

    before = mailsTo(pending.email).length;
    await call('PUT', `/api/admin/employers/${pending.id}/approve`, admin.token);
    expect((await onlyNewMail(pending.email, before)).subject).toBe(
      'Your employer account is approved – Gandaki Province Job Portal',
    );
    expect((await list(pending.token)).items[0]).toMatchObject({
      kind: 'employer_decision',
      params: { status: 'approved' },
      link: '/employer/dashboard',
    });
  });

  it("an admin's deactivation emails the account once", async () => {
    const target = await createAccount(ctx, 'job_seeker');
    const before = mailsTo(target.email).length;
    const off = await call('PUT', `/api/admin/users/${target.id}/status`, admin.token, { isActive: false });
    expect(off.statusCode, off.body).toBe(200);
    const mail = await onlyNewMail(target.email, before);
    expect(mail.subject).toBe('Your account has been deactivated – Gandaki Province Job Portal');
    expect(mail.headers.has('list-unsubscribe')).toBe(false);
    await call('PUT', `/api/admin/users/${target.id}/status`, admin.token, { isActive: false });
    await settled();
    expect(mailsTo(target.email).length).toBe(before + 1);
  });

  it('a saved job closing within two days: one reminder per job and seeker, however often the scan runs', async () => {
    const reader = await createAccount(ctx, 'job_seeker');
    const today = kathmanduToday();
    const soon = await createJob(ctx, {
      employerId: employer.id,
      title: 'Guide',
      applicationDeadline: addDays(today, 1),
    });
    const later = await createJob(ctx, {
      employerId: employer.id,
      title: 'Driver',
      applicationDeadline: addDays(today, 9),
    });
    const applied = await createJob(ctx, { employerId: employer.id, title: 'Porter', applicationDeadline: today });
    for (const job of [soon, later, applied]) {
      expect((await call('POST', `/api/jobs/${job.id}/save`, reader.token)).statusCode).toBeLessThan(300);
    }
    await apply(reader, applied.id);
    await settled();
    const before = mailsTo(reader.email).length;
    const [first, second] = await Promise.all([
      remindClosingJobs(ctx.db, ctx.config),
      remindClosingJobs(ctx.db, ctx.config),
    ]);
    expect((first ?? 0) + (second ?? 0)).toBe(1);
    expect(await remindClosingJobs(ctx.db, ctx.config)).toBe(0);
    const mail = await onlyNewMail(reader.email, before);
    expect(mail.subject).toBe('Guide closes soon – Gandaki Province Job Portal');
    expect(mail.text).toContain(`takes applications until ${addDays(today, 1)}`);
    expect((await list(reader.token)).items[0]).toMatchObject({ kind: 'job_closing', link: `/jobs/${soon.id}` });
  });
});

describe('the bell', () => {
  it('marks one read, then all; another user cannot touch them', async () => {
    const page = await list(seeker.token);
    const [first] = page.items;
    expect(page.unread).toBeGreaterThan(1);
    expectError(
      await call('POST', `/api/notifications/${first!.id}/read`, employer.token),
      404,
      notificationMessages.notFound,
    );
    expectError(await call('POST', '/api/notifications/not-a-uuid/read', seeker.token), 404);
    expect((await call('POST', `/api/notifications/${first!.id}/read`, seeker.token)).statusCode).toBe(204);
    const after = await list(seeker.token);
    expect(after.unread).toBe(page.unread - 1);
    expect(after.items[0]).toMatchObject({ id: first!.id, read: true });
    expect((await call('POST', '/api/notifications/read-all', seeker.token)).statusCode).toBe(204);
    expect((await call('GET', '/api/notifications/unread-count', seeker.token)).json()).toEqual({
      unread: 0,
      messages: 0,
    });
    expect((await call('GET', '/api/notifications/unread-count')).statusCode).toBe(401);
  });

  it('pages newest first', async () => {
    const all = await list(seeker.token);
    const res = await call('GET', '/api/notifications?page=2&pageSize=2', seeker.token);
    const page = res.json() as NotificationsPage;
    expect(page.items.map((item) => item.id)).toEqual(all.items.slice(2, 4).map((item) => item.id));
    expect(page.total).toBe(all.total);
    expectError(await call('GET', '/api/notifications?pageSize=500', seeker.token), 400);
  });
});

describe('preferences and unsubscribe', () => {
  it('one-click unsubscribe turns off email for exactly that kind and user, without login', async () => {
    const other = await createAccount(ctx, 'job_seeker');
    const token = unsubscribeToken(ctx.config.jwtSecret, other.id, 'application_status');
    const page = await call('GET', `/api/unsubscribe/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<form method="post">');
    // GET changed nothing.
    expect((await call('GET', '/api/notifications/preferences', other.token)).json()).toEqual({
      preferences: [
        { kind: 'application_status', inApp: true, email: true, digest: false },
        { kind: 'job_closing', inApp: true, email: true, digest: false },
        { kind: 'training_reminder', inApp: true, email: true, digest: false },
        { kind: 'message_received', inApp: true, email: true, digest: false },
        { kind: 'interview', inApp: true, email: true, digest: false },
        { kind: 'invitation_received', inApp: true, email: true, digest: false },
      ],
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/unsubscribe/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call('GET', '/api/notifications/preferences', other.token)).json()).toEqual({
      preferences: [
        { kind: 'application_status', inApp: true, email: false, digest: false },
        { kind: 'job_closing', inApp: true, email: true, digest: false },
        { kind: 'training_reminder', inApp: true, email: true, digest: false },
        { kind: 'message_received', inApp: true, email: true, digest: false },
        { kind: 'interview', inApp: true, email: true, digest: false },
        { kind: 'invitation_received', inApp: true, email: true, digest: false },
      ],
    });
    // The seeker's own choices are untouched.
    const mine = (await call('GET', '/api/notifications/preferences', seeker.token)).json() as {
      preferences: { email: boolean }[];
    };
    expect(mine.preferences.every((pref) => pref.email)).toBe(true);

    // The next status change: in the bell, no email.
    const job = await createJob(ctx, { employerId: employer.id, title: 'Waiter' });
    const application = await apply(other, job.id);
    await settled();
    const before = mailsTo(other.email).length;
    await call('PUT', `/api/applications/${application.id}/status`, employer.token, { status: 'shortlisted' });
    await settled();
    expect(mailsTo(other.email).length).toBe(before);
    expect((await list(other.token)).items[0]).toMatchObject({
      kind: 'application_status',
      params: { status: 'shortlisted' },
    });
  });

  it('the link in a real email works (POST as a mail client does)', async () => {
    const job = await createJob(ctx, { employerId: employer.id, title: 'Chef' });
    const before = mailsTo(employer.email).length;
    const applicant = await createAccount(ctx, 'job_seeker');
    await apply(applicant, job.id);
    const mail = await onlyNewMail(employer.email, before);
    const url = new URL(mail.headers.get('list-unsubscribe')!.slice(1, -1));
    const res = await ctx.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    const prefs = (await call('GET', '/api/notifications/preferences', employer.token)).json();
    expect(prefs).toEqual({
      preferences: [
        { kind: 'application_received', inApp: true, email: false, digest: false },
        { kind: 'message_received', inApp: true, email: true, digest: false },
        { kind: 'interview_answer', inApp: true, email: true, digest: false },
      ],
    });
    await call('PUT', '/api/notifications/preferences', employer.token, {
      preferences: [{ kind: 'application_received', inApp: true, email: true, digest: false }],
    });
  });

  it('refuses bad tokens with 400 and a forged kind', async () => {
    const good = unsubscribeToken(ctx.config.jwtSecret, seeker.id, 'job_closing');
    const [head, signature] = good.split('.') as [string, string];
    // Same signature, another kind (index 1 = application_status); a flipped signature; junk; a trailing part.
    const forged = `${head.slice(0, -1)}1.${signature}`;
    const flipped = `${head}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    for (const token of ['nonsense', forged, flipped, `${good}.extra`, `${head}9.${signature}`]) {
      expectError(await call('POST', `/api/unsubscribe/${token}`), 400, notificationMessages.unsubscribeInvalid);
      expectError(await call('GET', `/api/unsubscribe/${token}`), 400, notificationMessages.unsubscribeInvalid);
    }
    const other = unsubscribeToken('another-secret-another-secret-another', seeker.id, 'job_closing');
    expectError(await call('POST', `/api/unsubscribe/${other}`), 400);
  });

  it('validates preferences: only the kinds of the role', async () => {
    expectError(
      await call('PUT', '/api/notifications/preferences', seeker.token, {
        preferences: [{ kind: 'application_received', inApp: true, email: true, digest: true }],
      }),
      400,
      notificationMessages.kindNotOptional,
    );
    expectError(
      await call('PUT', '/api/notifications/preferences', seeker.token, { preferences: [{ kind: 'x' }] }),
      400,
    );
    expectError(await call('PUT', '/api/users/me/language', seeker.token, { language: 'fr' }), 400);
  });

  it('in-app off: not in the bell, still emailed', async () => {
    const quiet = await createAccount(ctx, 'job_seeker');
    const set = await call('PUT', '/api/notifications/preferences', quiet.token, {
      preferences: [{ kind: 'application_status', inApp: false, email: true, digest: false }],
    });
    expect(set.statusCode, set.body).toBe(200);
    const job = await createJob(ctx, { employerId: employer.id, title: 'Baker' });
    const application = await apply(quiet, job.id);
    await settled();
    const before = mailsTo(quiet.email).length;
    await call('PUT', `/api/applications/${application.id}/viewed`, employer.token);
    await onlyNewMail(quiet.email, before);
    expect((await list(quiet.token)).total).toBe(0);
  });

  it('a daily digest instead of one email per application: one mail a day, from 08:00 Kathmandu', async () => {
    const boss = await createAccount(ctx, 'employer', { companyName: 'Lakeside Cafe' });
    const set = await call('PUT', '/api/notifications/preferences', boss.token, {
      preferences: [{ kind: 'application_received', inApp: true, email: true, digest: true }],
    });
    expect(set.json()).toEqual({
      preferences: [
        { kind: 'application_received', inApp: true, email: true, digest: true },
        { kind: 'message_received', inApp: true, email: true, digest: false },
        { kind: 'interview_answer', inApp: true, email: true, digest: false },
      ],
    });
    const job = await createJob(ctx, { employerId: boss.id, title: 'Barista' });
    const applicants = await Promise.all([createAccount(ctx, 'job_seeker'), createAccount(ctx, 'job_seeker')]);
    for (const applicant of applicants) await apply(applicant, job.id);
    await settled();
    const before = mailsTo(boss.email).length;
    expect(before).toBe(1); // the verification mail only
    expect((await list(boss.token)).total).toBe(2);

    const early = new Date('2030-01-10T01:00:00Z'); // 06:45 in Kathmandu
    const morning = new Date('2030-01-10T03:00:00Z'); // 08:45
    expect(await sendApplicationDigests(ctx.db, ctx.config, early)).toBe(0);
    const [a, b] = await Promise.all([
      sendApplicationDigests(ctx.db, ctx.config, morning),
      sendApplicationDigests(ctx.db, ctx.config, morning),
    ]);
    expect((a ?? 0) + (b ?? 0)).toBe(1);
    const digest = await onlyNewMail(boss.email, before);
    expect(digest.subject).toBe('2 new applications today – Gandaki Province Job Portal');
    expect(digest.text.match(/applied for Barista/g)).toHaveLength(2);
    expect(digest.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // Another application the same day waits for the next day's digest.
    await apply(await createAccount(ctx, 'job_seeker'), (await createJob(ctx, { employerId: boss.id })).id);
    expect(await sendApplicationDigests(ctx.db, ctx.config, new Date('2030-01-10T10:00:00Z'))).toBe(0);
    expect(await sendApplicationDigests(ctx.db, ctx.config, new Date('2030-01-11T03:00:00Z'))).toBe(1);
    await settled();
    expect(mailsTo(boss.email).length).toBe(before + 2);
    const pending = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, boss.id), eq(notifications.digestPending, true)));
    expect(pending).toHaveLength(0);
  });
});
