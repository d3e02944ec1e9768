import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import type { Metrics } from '../metrics/metrics.ts';
import type { Mailer } from './mailer.ts';

/** Notified by the mail_outbox insert trigger (migration 0015) at commit. */
export const MAIL_CHANNEL = 'portal_mail';

export type DeliverySettings = {
  /** Longest sleep between looks at the outbox when no NOTIFY wakes the worker. */
  pollMs: number;
  /** Attempts before a mail is given up (failed_at set). */
  maxAttempts: number;
  /** Wait after the first failure; doubled after each further one, up to backoffMaxMs. */
  backoffMs: number;
  backoffMaxMs: number;
};

/** Periodic work run by the worker (closing-soon reminders, digests, alerts); must be idempotent. */
/**
 * Periodic work. `signal` is aborted when the worker stops: a task that loops over many items ends between two of
 * them (each item its own transaction), so a shutdown's drain never waits for a whole pass; the next run, here or
 * on another instance, carries on.
 */
export type ScheduledTask = { name: string; everyMs: number; run: (now: Date, signal: AbortSignal) => Promise<void> };

/** What the worker counts (src/metrics). */
export type DeliveryMetrics = Pick<
  Metrics,
  'mailSent' | 'mailFailures' | 'mailGivenUp' | 'taskLastSuccess' | 'taskFailures'
>;

type WorkerOptions = {
  /** A direct connection for LISTEN (DATABASE_DIRECT_URL behind a pooler); default: the pool's settings. */
  listen?: pg.ClientConfig;
  metrics?: DeliveryMetrics;
};

export function backoffDelay(attempts: number, settings: DeliverySettings): number {
  return Math.min(settings.backoffMaxMs, settings.backoffMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Delivers mail_outbox rows, one at a time per worker. Each delivery is one transaction: claim the oldest
 * due row with `FOR UPDATE SKIP LOCKED` (so another worker, in this process or another instance, skips it),
 * send it, and mark it sent or schedule its retry. The row lock is held during the send: a second worker can
 * never send it meanwhile; a worker that dies mid-send loses its connection, PostgreSQL rolls the claim back
 * and the row is sent again later with the same idempotency key (at least once, duplicates recognisable).
 */
export class DeliveryWorker {
  private stopped = true;
  private running: Promise<void> | undefined;
  /** Aborted by stop(): the running task's signal. */
  private stopping = new AbortController();
  private wakeUp: (() => void) | undefined;
  private listener: pg.Client | undefined;
  private readonly tasks: ScheduledTask[] = [];
  private readonly lastRun = new Map<string, number>();
  /** The LISTEN connection failed since it was last up: say so when it is back. */
  private listenFailed = false;

  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly settings: DeliverySettings,
    private readonly log: FastifyBaseLogger,
    private readonly options: WorkerOptions = {},
  ) {}

  /** Whether queued mail wakes this worker at once (its LISTEN connection is up); else it polls. */
  get listening(): boolean {
    return this.listener !== undefined;
  }

  /** Adds periodic work; runs first at the next loop turn, then every `everyMs`. */
  schedule(task: ScheduledTask): void {
    this.tasks.push(task);
    this.options.metrics?.taskLastSuccess.set({ task: task.name }, 0);
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.stopping = new AbortController();
    this.running = this.loop();
  }

  /**
   * Stops taking rows and tells the running task to end at its next item; the in-flight send (or item) finishes
   * (or fails and is rescheduled) before this resolves.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    this.stopping.abort();
    this.wakeUp?.();
    await this.running;
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => undefined);
  }

  /** Delivers (or reschedules) every row due now; for tests and one-off runs. Returns how many it handled. */
  async drain(): Promise<number> {
    let handled = 0;
    while (await this.deliverOne()) handled += 1;
    return handled;
  }

  /** Runs each scheduled task whose time has come (none once the worker is stopping). */
  async runTasks(now = new Date()): Promise<void> {
    const signal = this.stopping.signal;
    for (const task of this.tasks) {
      if (signal.aborted) return;
      const last = this.lastRun.get(task.name);
      if (last !== undefined && now.getTime() - last < task.everyMs) continue;
      this.lastRun.set(task.name, now.getTime());
      try {
        await task.run(now, signal);
        this.options.metrics?.taskLastSuccess.set({ task: task.name }, Date.now() / 1000);
      } catch (error) {
        this.options.metrics?.taskFailures.inc({ task: task.name });
        this.log.error({ err: error, task: task.name }, 'scheduled task failed');
      }
    }
  }

  /** Claims, sends and settles one due row; false when none is due (or all due ones are taken). */
  async deliverOne(): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(mailOutbox)
        .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt), lte(mailOutbox.nextAttemptAt, sql`now()`)))
        .orderBy(asc(mailOutbox.nextAttemptAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return false;
      const attempts = row.attempts + 1;
      try {
        await this.mailer.send({
          id: row.id,
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html,
          link: row.link ?? undefined,
          headers: row.headers,
          attachments: row.attachments,
        });
      } catch (error) {
        const message = String((error as Error).message ?? error).slice(0, 1000);
        const failed = attempts >= this.settings.maxAttempts;
        const delayMs = backoffDelay(attempts, this.settings);
        await tx
          .update(mailOutbox)
          .set({
            attempts,
            lastError: message,
            nextAttemptAt: sql`clock_timestamp() + make_interval(secs => ${delayMs / 1000})`,
            failedAt: failed ? sql`clock_timestamp()` : null,
          })
          .where(eq(mailOutbox.id, row.id));
        this.options.metrics?.mailFailures.inc();
        if (failed) this.options.metrics?.mailGivenUp.inc();
        this.log.warn({ id: row.id, attempts, err: message, failed }, failed ? 'mail given up' : 'mail send failed');
        return true;
      }
      await tx
        .update(mailOutbox)
        .set({ attempts, lastError: null, sentAt: sql`clock_timestamp()` })
        .where(eq(mailOutbox.id, row.id));
      this.options.metrics?.mailSent.inc();
      return true;
    });
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      let handled = false;
      try {
        if (!this.listener) await this.listen();
        await this.runTasks();
        handled = await this.deliverOne();
      } catch (error) {
        this.log.error({ err: error }, 'mail delivery failed');
      }
      if (!handled && !this.stopped) await this.sleep(this.settings.pollMs);
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeUp = done;
    });
  }

  /** A dedicated connection LISTENing for queued mail; lost, it is re-opened at the next turn (polling meanwhile). */
  private async listen(): Promise<void> {
    const client = new pg.Client(this.options.listen ?? this.db.$client.options);
    const drop = (error?: Error) => {
      if (this.listener === client) {
        this.listener = undefined;
        if (!this.stopped)
          this.log.warn({ err: error }, 'mail worker lost its LISTEN connection; polling until it is back');
        this.listenFailed = true;
      }
      client.end().catch(() => undefined);
    };
    client.on('error', drop);
    client.on('end', () => drop());
    client.on('notification', () => this.wakeUp?.());
    try {
      await client.connect();
      await client.query(`LISTEN ${MAIL_CHANNEL}`);
    } catch (error) {
      drop();
      if (!this.listenFailed) this.log.warn({ err: error }, 'mail worker could not LISTEN; polling');
      this.listenFailed = true;
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.listener = client;
    if (this.listenFailed) this.log.info('mail worker LISTENing again');
    this.listenFailed = false;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's delivery worker (tests drain it and run its tasks; routes use ctx.deliveries). */
    deliveries: DeliveryWorker;
  }
}
