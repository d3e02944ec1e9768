import { and, eq, isNull } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import {
  MESSAGE_MAX,
  MESSAGES_PER_SENDER_PER_HOUR,
  MESSAGES_PER_THREAD,
  type MessageReport,
  type MessageThread,
  messageMessages,
} from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { bearer, expectError, PASSWORD } from '../../../test/helpers.ts';
import { createAccount, createJob } from '../../../test/jobs.ts';
import { quickSeeker } from '../../../test/trainings.ts';
import {
  applicationMessages,
  applications,
  mailOutbox,
  messageReports,
  notifications,
  users,
} from '../../db/schema.ts';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof createAccount>>;
let otherEmployer: Awaited<ReturnType<typeof createAccount>>;
let admin: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  // Message mails wait a minute: the test reads them in the outbox before they go.
  ctx = await createTestContext({ messageMailDelayMs: 60_000 });
  [owner, otherEmployer, admin] = await Promise.all([
    createAccount(ctx, 'employer', { companyName: 'Lakeside Hotel' }),
    createAccount(ctx, 'employer', { companyName: 'Other Company' }),
    createAccount(ctx, 'admin'),
  ]);
});
afterAll(async () => {
  await ctx?.close();
});

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  ctx.app.inject({ method, url: `/api${url}`, payload: payload as object, headers: token ? bearer(token) : {} });

/** A job of `employer` (the owner by default) with one application by a new seeker. */
async function application(options: { language?: 'en' | 'ne'; employerId?: string } = {}) {
  const job = await createJob(ctx, { employerId: options.employerId ?? owner.id, title: 'Front desk' });
  const seeker = await quickSeeker(ctx, 'Sita Gurung', options.language);
  const [row] = await ctx.db.insert(applications).values({ jobId: job.id, seekerId: seeker.id }).returning();
  if (!row) throw new Error('no application');
  return { id: row.id, jobId: job.id, seeker };
}

const thread = async (id: string, token: string) => {
  const res = await send('GET', `/applications/${id}/messages`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as MessageThread;
};

const queuedMails = (userId: string) =>
  ctx.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.userId, userId), eq(mailOutbox.kind, 'message_received'), isNull(mailOutbox.sentAt)));

describe('the message thread of an application', () => {
  it('is written by both parties and read oldest first, as typed, with the other party’s name only', async () => {
    const { id, seeker } = await application();
    const first = await send('POST', `/applications/${id}/messages`, owner.token, {
      body: 'Can you come <b>Monday</b>?',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ from: 'employer', mine: true, body: 'Can you come <b>Monday</b>?' });
    const reply = await send('POST', `/applications/${id}/messages`, seeker.token, { body: '  Yes, at ten.\n' });
    expect(reply.statusCode, reply.body).toBe(201);
    const seen = await thread(id, seeker.token);
    expect(seen).toMatchObject({ applicationId: id, you: 'job_seeker', otherName: 'Lakeside Hotel', open: true });
    expect(seen.messages.map((m) => [m.from, m.mine, m.body])).toEqual([
      ['employer', false, 'Can you come <b>Monday</b>?'],
      ['job_seeker', true, '  Yes, at ten.\n'],
    ]);
    const employerSide = await thread(id, owner.token);
    expect(employerSide).toMatchObject({ you: 'employer', otherName: 'Sita Gurung' });
    // Neither side's email address travels in a thread.
    const everything = JSON.stringify([seen, employerSide]);
    expect(everything).not.toContain(seeker.email);
    expect(everything).not.toContain(owner.email);
  });

  it('is nobody else’s: another employer or seeker 404, an administrator 403, a guest 401', async () => {
    const { id } = await application();
    const made = await send('POST', `/applications/${id}/messages`, owner.token, { body: 'Private.' });
    const messageId = (made.json() as { id: string }).id;
    const stranger = await quickSeeker(ctx, 'Someone Else');
    const attempts = [
      ['GET', `/applications/${id}/messages`, undefined],
      ['POST', `/applications/${id}/messages`, { body: 'Hello.' }],
      ['POST', `/messages/${messageId}/report`, { reason: 'Spam.' }],
    ] as const;
    for (const [method, url, body] of attempts) {
      expect((await send(method, url, undefined, body)).statusCode, `${url} guest`).toBe(401);
      for (const token of [otherEmployer.token, stranger.token]) {
        expect((await send(method, url, token, body)).statusCode, `${url} other`).toBe(404);
      }
      const refused = await send(method, url, admin.token, body);
      expect(refused.statusCode, `${url} admin`).toBe(403);
      expect(refused.json()).toMatchObject({ message: messageMessages.partiesOnly, code: 'message.partiesOnly' });
    }
    expect(
      await ctx.db.select().from(applicationMessages).where(eq(applicationMessages.applicationId, id)),
    ).toHaveLength(1);
  });

  it('answers bad input with a 4xx { message, code } and stores nothing', async () => {
    const { id } = await application();
    for (const body of [
      {},
      { body: '' },
      { body: '   \n ' },
      { body: 42 },
      { body: null },
      'text',
      [],
      { body: 'a\u0000b' },
    ]) {
      const res = await send('POST', `/applications/${id}/messages`, owner.token, body);
      expect([400, 415], JSON.stringify(body)).toContain(res.statusCode);
      expect(res.json()).toMatchObject({ message: expect.any(String), code: expect.any(String) });
    }
    expectError(
      await send('POST', `/applications/${id}/messages`, owner.token, { body: 'x'.repeat(MESSAGE_MAX + 1) }),
      400,
      messageMessages.bodyTooLong,
    );
    const longest = await send('POST', `/applications/${id}/messages`, owner.token, { body: 'x'.repeat(MESSAGE_MAX) });
    expect(longest.statusCode).toBe(201);
    for (const bad of ['not-a-uuid', '00000000-0000-0000-0000-000000000000']) {
      expect((await send('GET', `/applications/${bad}/messages`, owner.token)).statusCode).toBe(404);
      expect((await send('POST', `/messages/${bad}/report`, owner.token, { reason: 'x' })).statusCode).toBe(404);
    }
    expect(
      await ctx.db.select().from(applicationMessages).where(eq(applicationMessages.applicationId, id)),
    ).toHaveLength(1);
  });

  it('closes when the application is rejected or withdrawn: readable, a send is a 409', async () => {
    for (const status of ['rejected', 'withdrawn'] as const) {
      const { id, seeker } = await application();
      await send('POST', `/applications/${id}/messages`, owner.token, { body: 'Before.' });
      await ctx.db
        .update(applications)
        .set({ status, withdrawnAt: status === 'withdrawn' ? new Date() : null })
        .where(eq(applications.id, id));
      for (const token of [owner.token, seeker.token]) {
        expectError(
          await send('POST', `/applications/${id}/messages`, token, { body: 'After.' }),
          409,
          messageMessages.threadClosed,
          'message.threadClosed',
        );
        const read = await thread(id, token);
        expect(read.open).toBe(false);
        expect(read.messages).toHaveLength(1);
      }
    }
  });

  it('goes with a deleted job', async () => {
    const { id, jobId, seeker } = await application();
    await send('POST', `/applications/${id}/messages`, seeker.token, { body: 'Hello.' });
    expect((await send('DELETE', `/jobs/${jobId}`, owner.token)).statusCode).toBe(204);
    expect((await send('GET', `/applications/${id}/messages`, seeker.token)).statusCode).toBe(404);
    expect(await ctx.db.select().from(applicationMessages).where(eq(applicationMessages.applicationId, id))).toEqual(
      [],
    );
  });

  it(`takes at most ${MESSAGES_PER_SENDER_PER_HOUR} an hour from one sender, also sent at once`, async () => {
    const { id, seeker } = await application();
    const answers = await Promise.all(
      Array.from({ length: MESSAGES_PER_SENDER_PER_HOUR + 8 }, (_, i) =>
        send('POST', `/applications/${id}/messages`, owner.token, { body: `Message ${i}` }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(MESSAGES_PER_SENDER_PER_HOUR);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused).toHaveLength(8);
    for (const r of refused) {
      expectError(r, 429, messageMessages.senderHourlyLimit, 'message.senderHourlyLimit');
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(3000);
    }
    // The other party's hour is their own.
    expect((await send('POST', `/applications/${id}/messages`, seeker.token, { body: 'Me too.' })).statusCode).toBe(
      201,
    );
    // An hour later the sender may write again.
    await ctx.db
      .update(applicationMessages)
      .set({ createdAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(applicationMessages.senderId, owner.id));
    expect((await send('POST', `/applications/${id}/messages`, owner.token, { body: 'Later.' })).statusCode).toBe(201);
  });

  it(`holds at most ${MESSAGES_PER_THREAD} messages, also when the last ones are sent at once`, async () => {
    const { id, seeker } = await application();
    const old = new Date(Date.now() - 2 * 60 * 60_000);
    await ctx.db.insert(applicationMessages).values(
      Array.from({ length: MESSAGES_PER_THREAD - 3 }, (_, i) => ({
        applicationId: id,
        senderId: i % 2 ? owner.id : seeker.id,
        from: i % 2 ? ('employer' as const) : ('job_seeker' as const),
        body: `Old ${i}`,
        createdAt: old,
        readAt: old,
      })),
    );
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        send('POST', `/applications/${id}/messages`, i % 2 ? owner.token : seeker.token, { body: `New ${i}` }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(3);
    for (const r of answers.filter((a) => a.statusCode !== 201)) expectError(r, 409, messageMessages.threadFull);
    expect(
      await ctx.db.select().from(applicationMessages).where(eq(applicationMessages.applicationId, id)),
    ).toHaveLength(MESSAGES_PER_THREAD);
  });
});

describe('unread messages, the bell and the email', () => {
  it('count per reader until they open the thread, in the bell’s answer too', async () => {
    const owner = await createAccount(ctx, 'employer', { companyName: 'Lakeside Hotel' });
    const { id, jobId, seeker } = await application({ employerId: owner.id });
    for (const body of ['One.', 'Two.', 'Three.']) {
      await send('POST', `/applications/${id}/messages`, owner.token, { body });
    }
    const unread = await send('GET', '/messages/unread', seeker.token);
    expect(unread.json()).toEqual({
      total: 3,
      threads: [{ applicationId: id, jobId, seekerId: seeker.id, unread: 3 }],
    });
    const bell = (await send('GET', '/notifications/unread-count', seeker.token)).json() as {
      unread: number;
      messages: number;
    };
    expect(bell).toEqual({ unread: 1, messages: 3 });
    // The sender has nothing unread, and the messages show as not read yet.
    expect((await send('GET', '/messages/unread', owner.token)).json()).toMatchObject({ total: 0 });
    expect((await thread(id, owner.token)).messages.every((m) => !m.read)).toBe(true);

    const opened = await thread(id, seeker.token);
    expect(opened.messages.map((m) => m.body)).toEqual(['One.', 'Two.', 'Three.']);
    expect((await send('GET', '/messages/unread', seeker.token)).json()).toEqual({ total: 0, threads: [] });
    expect((await send('GET', '/notifications/unread-count', seeker.token)).json()).toEqual({ unread: 0, messages: 0 });
    expect((await thread(id, owner.token)).messages.every((m) => m.read)).toBe(true);
  });

  it('tells the recipient once per unread run, in their language, the text escaped, and respects their settings', async () => {
    const owner = await createAccount(ctx, 'employer', { companyName: 'Lakeside Hotel' });
    const { id, seeker } = await application({ language: 'ne', employerId: owner.id });
    await send('POST', `/applications/${id}/messages`, owner.token, { body: 'Come <script>x</script> at 10.' });
    await send('POST', `/applications/${id}/messages`, owner.token, { body: 'Bring your certificate.' });
    const told = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, seeker.id), eq(notifications.kind, 'message_received')));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ link: `/job_seeker/applications/${id}/messages`, shown: true });
    const [mail, ...more] = await queuedMails(seeker.id);
    expect(more).toEqual([]);
    expect(mail?.to).toBe(seeker.email);
    expect(mail?.subject).toContain('Lakeside Hotel बाट नयाँ सन्देश');
    expect(mail?.text).toContain('Come <script>x</script> at 10.');
    expect(mail?.html).toContain('Come &lt;script&gt;x&lt;/script&gt; at 10.');
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).not.toContain(owner.email);
    expect(mail!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);

    // Opening the thread before the mail goes drops it; the next message starts a new run.
    await thread(id, seeker.token);
    expect(await queuedMails(seeker.id)).toEqual([]);
    await send('POST', `/applications/${id}/messages`, owner.token, { body: 'One more thing.' });
    expect(await queuedMails(seeker.id)).toHaveLength(1);

    // An employer who turned message emails off gets the bell only, in English.
    const other = await application({ employerId: owner.id });
    const off = await send('PUT', '/notifications/preferences', owner.token, {
      preferences: [
        { kind: 'application_received', inApp: true, email: true, digest: false },
        { kind: 'message_received', inApp: true, email: false, digest: false },
      ],
    });
    expect(off.statusCode, off.body).toBe(200);
    await send('POST', `/applications/${other.id}/messages`, other.seeker.token, { body: 'Hello.' });
    expect(await queuedMails(owner.id)).toEqual([]);
    const bell = (await send('GET', '/notifications/unread-count', owner.token)).json() as { messages: number };
    expect(bell.messages).toBeGreaterThanOrEqual(1);
    await send('PUT', '/notifications/preferences', owner.token, {
      preferences: [{ kind: 'message_received', inApp: true, email: true, digest: false }],
    });
    const third = await application({ employerId: owner.id });
    await send('POST', `/applications/${third.id}/messages`, third.seeker.token, { body: 'Namaste.' });
    const [english] = await queuedMails(owner.id);
    expect(english?.subject).toBe('New message from Sita Gurung about Front desk – Gandaki Province Job Portal');
  });
});

describe('reporting a message', () => {
  it('is for its recipient, once, with a reason; the administrators list, dismiss or deactivate the sender', async () => {
    const { id, seeker } = await application();
    const sent = await send('POST', `/applications/${id}/messages`, owner.token, { body: 'Rude words.' });
    const messageId = (sent.json() as { id: string }).id;
    expectError(
      await send('POST', `/messages/${messageId}/report`, owner.token, { reason: 'Mine.' }),
      409,
      messageMessages.reportOwnMessage,
    );
    expectError(await send('POST', `/messages/${messageId}/report`, seeker.token, { reason: '  ' }), 400);
    const once = await Promise.all(
      Array.from({ length: 5 }, () =>
        send('POST', `/messages/${messageId}/report`, seeker.token, { reason: 'Insulting.' }),
      ),
    );
    expect(once.map((r) => r.statusCode).sort()).toEqual([204, 409, 409, 409, 409]);
    expect((await thread(id, seeker.token)).messages[0]?.reported).toBe(true);

    expect((await send('GET', '/admin/message-reports', owner.token)).statusCode).toBe(403);
    const listed = await send('GET', '/admin/message-reports?pageSize=50', admin.token);
    expect(listed.statusCode, listed.body).toBe(200);
    const page = listed.json() as { items: MessageReport[]; total: number };
    const report = page.items.find((item) => item.message.id === messageId);
    expect(report).toMatchObject({
      reason: 'Insulting.',
      reporterName: 'Sita Gurung',
      message: { body: 'Rude words.', from: 'employer' },
      sender: { id: owner.id, name: 'Lakeside Hotel', isActive: true },
      recipientName: 'Sita Gurung',
      application: { id, jobTitle: 'Front desk', seekerId: seeker.id },
    });
    const reportId = report!.id;
    expectError(await send('POST', `/admin/message-reports/${reportId}`, admin.token, { action: 'ban' }), 400);
    expect(
      (await send('POST', `/admin/message-reports/${reportId}`, admin.token, { action: 'dismiss' })).statusCode,
    ).toBe(204);
    expect(
      (await send('POST', `/admin/message-reports/${reportId}`, admin.token, { action: 'dismiss' })).statusCode,
    ).toBe(404);
    const after = (await send('GET', '/admin/message-reports?pageSize=50', admin.token)).json() as {
      items: MessageReport[];
    };
    expect(after.items.some((item) => item.id === reportId)).toBe(false);

    // A sender deactivated from a report: their open reports are settled, their sessions end.
    const rude = await createAccount(ctx, 'employer', { companyName: 'Rude Ltd' });
    const theirs = await application({ employerId: rude.id });
    const ids: string[] = [];
    for (const body of ['Bad one.', 'Bad two.']) {
      const res = await send('POST', `/applications/${theirs.id}/messages`, rude.token, { body });
      ids.push((res.json() as { id: string }).id);
      await send('POST', `/messages/${ids.at(-1)}/report`, theirs.seeker.token, { reason: 'Abuse.' });
    }
    const open = (await send('GET', '/admin/message-reports?pageSize=50', admin.token)).json() as {
      items: MessageReport[];
    };
    const first = open.items.find((item) => item.message.id === ids[0]);
    const done = await send('POST', `/admin/message-reports/${first!.id}`, admin.token, { action: 'deactivate' });
    expect(done.statusCode, done.body).toBe(204);
    const [sender] = await ctx.db.select().from(users).where(eq(users.id, rude.id));
    expect(sender?.isActive).toBe(false);
    const settled = await ctx.db.select().from(messageReports).where(eq(messageReports.reporterId, theirs.seeker.id));
    expect(settled.map((r) => r.outcome)).toEqual(['deactivated', 'deactivated']);
    expect((await send('GET', `/applications/${theirs.id}/messages`, rude.token)).statusCode).toBe(401);
  });
});

describe('accounts leaving', () => {
  it('take their own messages; the other party keeps theirs in a closed thread; exports hold the threads', async () => {
    const { id, seeker } = await application();
    await send('POST', `/applications/${id}/messages`, owner.token, { body: 'From the hotel.' });
    await send('POST', `/applications/${id}/messages`, seeker.token, { body: 'From Sita.' });

    const exportOf = async (token: string) => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/account/export', headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      const zip = unzipSync(new Uint8Array(res.rawPayload));
      return JSON.parse(new TextDecoder().decode(zip['messages.json'])) as {
        applicationId: string;
        messages: { from: string; body: string }[];
      }[];
    };
    const seekerExport = await exportOf(seeker.token);
    expect(seekerExport).toMatchObject([
      {
        applicationId: id,
        jobTitle: 'Front desk',
        messages: [
          { from: 'employer', body: 'From the hotel.' },
          { from: 'me', body: 'From Sita.' },
        ],
      },
    ]);
    const employerExport = await exportOf(owner.token);
    expect(employerExport.find((t) => t.applicationId === id)?.messages.map((m) => m.from)).toEqual([
      'me',
      'job_seeker',
    ]);

    // A seeker with a password deletes their own account.
    const leaving = await createAccount(ctx, 'job_seeker');
    const job = await createJob(ctx, { employerId: owner.id, title: 'Cook' });
    const [app] = await ctx.db.insert(applications).values({ jobId: job.id, seekerId: leaving.id }).returning();
    await send('POST', `/applications/${app!.id}/messages`, owner.token, { body: 'Hotel here.' });
    const mine = await send('POST', `/applications/${app!.id}/messages`, leaving.token, { body: 'My words.' });
    await send('POST', `/messages/${(await thread(app!.id, leaving.token)).messages[0]!.id}/report`, leaving.token, {
      reason: 'Spam.',
    });
    expect(mine.statusCode).toBe(201);
    const gone = await send('POST', '/account/delete', leaving.token, { password: PASSWORD });
    expect(gone.statusCode, gone.body).toBe(204);
    const kept = await thread(app!.id, owner.token);
    expect(kept).toMatchObject({ open: false, otherName: '' });
    expect(kept.messages.map((m) => m.body)).toEqual(['Hotel here.']);
    expect(await ctx.db.select().from(messageReports).where(eq(messageReports.reporterId, leaving.id))).toEqual([]);
    expectError(
      await send('POST', `/applications/${app!.id}/messages`, owner.token, { body: 'Still there?' }),
      409,
      messageMessages.threadClosed,
    );
  });
});
