import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { type Mailbox, type ReceivedMail, startMailbox } from '../../test/mailbox.ts';
import { serverEnv, startScript, stopServer } from '../../test/server-process.ts';
import { mailOutbox } from '../db/schema.ts';
import { type DeliverySettings, DeliveryWorker } from './delivery-worker.ts';
import { createLogMailer } from './log-mailer.ts';
import type { Mailer } from './mailer.ts';
import { queueMail } from './outbox.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

const FAST: DeliverySettings = { pollMs: 100, maxAttempts: 20, backoffMs: 30, backoffMaxMs: 200 };

let ctx: TestContext;
const mailboxes: Mailbox[] = [];
const workers: DeliveryWorker[] = [];

beforeAll(async () => {
  // No worker in the app: each test runs its own against its own SMTP server.
  ctx = await createTestContext({}, { deliveryWorker: false });
});

// A test's workers must not take the next test's mail.
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
});

afterAll(async () => {
  await Promise.all(transports.map((transport) => transport.close()));
  await Promise.all(mailboxes.map((mailbox) => mailbox.close()));
  await ctx.close();
});

async function mailbox(accept?: (mail: ReceivedMail) => void | Promise<void>): Promise<Mailbox> {
  const box = await startMailbox({ accept });
  mailboxes.push(box);
  return box;
}

function worker(transport: Mailer, settings = FAST): DeliveryWorker {
  const created = new DeliveryWorker(ctx.db, transport, settings, ctx.app.log);
  workers.push(created);
  return created;
}

const transports: Mailer[] = [];
function smtp(box: Mailbox): Mailer {
  const transport = createSmtpMailer(box.url, 'Portal <no-reply@portal.test>', 'portal.test');
  transports.push(transport);
  return transport;
}

async function queue(count: number, tag: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = await queueMail(ctx.db, {
      to: `${tag}-${i}@example.com`,
      subject: `${tag} ${i}`,
      text: 'x',
      html: '<p>x</p>',
    });
    ids.push(id!);
  }
  return ids;
}

async function until(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const rowsOf = (ids: string[]) => ctx.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
const allSent = (ids: string[]) => async () => (await rowsOf(ids)).every((row) => row.sentAt !== null);
const keyOf = (mail: ReceivedMail) => mail.headers.get('x-portal-message-id') ?? '';

/** What an idempotent receiver keeps: the first message per idempotency key. */
const deduped = (mails: ReceivedMail[]) => new Map(mails.map((mail) => [keyOf(mail), mail]));

describe('delivery worker', () => {
  it('sends each queued mail with its outbox id as the idempotency key and Message-ID', async () => {
    const box = await mailbox();
    const ids = await queue(2, 'plain');
    expect(await worker(smtp(box)).drain()).toBeGreaterThanOrEqual(2);
    const keys = box.messages.map(keyOf);
    expect(keys.sort()).toEqual([...ids].sort());
    expect(box.messages[0]!.headers.get('message-id')).toMatch(/^<[0-9a-f-]{36}@portal\.test>$/);
    const rows = await rowsOf(ids);
    expect(rows.every((row) => row.sentAt && row.attempts === 1 && row.lastError === null)).toBe(true);
  });

  it('without SMTP_URL logs the link and marks the mail sent (it stays readable in mail_outbox)', async () => {
    const lines: { msg: string; link?: string; to?: string }[] = [];
    const logger = { info: (fields: { link?: string; to?: string }, msg: string) => lines.push({ ...fields, msg }) };
    const id = await queueMail(ctx.db, {
      to: 'nosmtp@example.com',
      subject: 'Verify',
      text: 'x',
      html: '<p>x</p>',
      link: 'http://portal.test/verify-email?token=abc',
    });
    await worker(createLogMailer(logger as never)).drain();
    expect(lines).toContainEqual(
      expect.objectContaining({ to: 'nosmtp@example.com', link: 'http://portal.test/verify-email?token=abc' }),
    );
    const [row] = await rowsOf([id!]);
    expect(row!.sentAt).not.toBeNull();
    expect(row!.text).toBe('x');
  });

  it('wakes on NOTIFY when mail is queued, long before its poll interval', async () => {
    const box = await mailbox();
    const sleepy = worker(smtp(box), { ...FAST, pollMs: 60_000 });
    sleepy.start();
    await until(async () => sleepy.listening);
    // Let the worker finish its first look and go to sleep for a minute.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const ids = await queue(1, 'woken');
    const queuedAt = Date.now();
    await until(allSent(ids), 5000);
    expect(Date.now() - queuedAt).toBeLessThan(5000);
    expect(box.messages).toHaveLength(1);
  });

  it('keeps mail while SMTP refuses, retrying with backoff, and delivers all once it accepts', async () => {
    let refusals = 0;
    const box = await mailbox(() => {
      if (refusals < 6) {
        refusals += 1;
        throw new Error('try again later');
      }
    });
    const ids = await queue(3, 'refused');
    const started = Date.now();
    worker(smtp(box)).start();
    await until(allSent(ids));
    expect(refusals).toBe(6);
    expect(deduped(box.messages).size).toBe(3);
    expect(box.messages).toHaveLength(3);
    const rows = await rowsOf(ids);
    expect(rows.reduce((sum, row) => sum + row.attempts, 0)).toBe(9);
    expect(rows.every((row) => row.lastError === null)).toBe(true);
    // Six refusals over three mails: each waited at least its first backoff (30 ms) and its second (60 ms).
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
  });

  it('gives a mail up after MAIL_MAX_ATTEMPTS, keeping the last error', async () => {
    const box = await mailbox(() => {
      throw new Error('mailbox unavailable');
    });
    const [id] = await queue(1, 'given-up');
    const settings = { ...FAST, maxAttempts: 3 };
    worker(smtp(box), settings).start();
    await until(async () => (await rowsOf([id!]))[0]!.failedAt !== null);
    const [row] = await rowsOf([id!]);
    expect(row).toMatchObject({ attempts: 3, sentAt: null });
    expect(row!.lastError).toMatch(/mailbox unavailable/);
    expect(box.received).toHaveLength(3);
  });

  it('two workers on one database never send the same message', async () => {
    const box = await mailbox(() => new Promise((resolve) => setTimeout(resolve, 5)));
    const counted = (transport: Mailer) => {
      const counter = { sent: 0 };
      const wrapped: Mailer = {
        send: async (mail) => {
          await transport.send(mail);
          counter.sent += 1;
        },
        close: () => transport.close(),
      };
      return { counter, wrapped };
    };
    const a = counted(smtp(box));
    const b = counted(smtp(box));
    const ids = await queue(40, 'pair');
    worker(a.wrapped).start();
    worker(b.wrapped).start();
    await until(allSent(ids));
    const ours = box.received.filter((mail) => ids.includes(keyOf(mail)));
    // Not one duplicate on the wire, before any receiver-side dedupe.
    expect(ours).toHaveLength(40);
    expect(deduped(ours).size).toBe(40);
    expect(a.counter.sent + b.counter.sent).toBe(40);
    expect(a.counter.sent).toBeGreaterThan(0);
    expect(b.counter.sent).toBeGreaterThan(0);
  });

  it('stop() lets the in-flight send finish and records it', async () => {
    let arrived!: () => void;
    const sending = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const box = await mailbox(async () => {
      arrived();
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    const [id] = await queue(1, 'shutdown');
    const running = worker(smtp(box));
    running.start();
    await sending;
    await running.stop();
    const [row] = await rowsOf([id!]);
    expect(row!.sentAt).not.toBeNull();
    expect(box.messages).toHaveLength(1);
  });

  it('a server killed mid-send and restarted delivers each message exactly once (by idempotency key)', async () => {
    let killNext = true;
    let server: Awaited<ReturnType<typeof startScript>> | undefined;
    // The SMTP side has the whole message; the sender dies before it hears "250" and before it commits.
    const box = await mailbox(async () => {
      if (!killNext || !server) return;
      killNext = false;
      server.child.kill('SIGKILL');
      await server.exited;
    });
    const ids = await queue(3, 'killed');
    const env = {
      ...(await serverEnv()),
      DATABASE_URL: String(ctx.db.$client.options.connectionString),
      SMTP_URL: box.url,
      MAIL_POLL_MS: '100',
      MAIL_BACKOFF_MS: '50',
    };
    server = await startScript('src/cli.ts', env);
    await server.exited;
    const [first] = box.received;
    expect(first).toBeDefined();
    const killedRow = (await rowsOf([keyOf(first!)]))[0]!;
    expect(killedRow.sentAt).toBeNull();

    server = await startScript('src/cli.ts', env);
    try {
      await until(allSent(ids));
    } finally {
      await stopServer(server);
    }
    const ours = box.received.filter((mail) => ids.includes(keyOf(mail)));
    // The killed send went out twice on the wire, with one key: the receiver keeps each message once.
    expect(ours.filter((mail) => keyOf(mail) === keyOf(first!))).toHaveLength(2);
    expect(ours).toHaveLength(4);
    expect([...deduped(ours).keys()].sort()).toEqual([...ids].sort());
    const rows = await ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, keyOf(first!)));
    expect(rows[0]!.attempts).toBe(1);
  }, 90_000);
});
