import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** The channel the triggers of migration 0006 notify (payload: the changed table's name). */
export const CHANGE_CHANNEL = 'portal_public_cache';
const FENCE_PREFIX = 'fence:';
const RETRY_MS = [100, 250, 500, 1000, 2000];
const FENCE_TIMEOUT_MS = 2000;
/** How often a connected listener checks that it still hears its own notifications. */
const HEARTBEAT_MS = 10_000;

type ListenerOptions = {
  connection: pg.ClientConfig;
  /** A table changed (its name), or 'reconnected' / 'disconnected': whatever was cached may be stale. */
  onChange: (payload: string) => void;
  log: FastifyBaseLogger;
};

/**
 * One dedicated connection LISTENing on CHANGE_CHANNEL (a pooled one would be handed to queries). On any error
 * or end it reports 'disconnected', reconnects with back-off and reports 'reconnected' (notifications sent
 * meanwhile are lost, so the cache must start empty). `connected` says whether changes are being heard now: a
 * connection counts only once it has heard a notification of its own (a LISTEN through a transaction-mode pooler
 * is accepted and then hears nothing), and every HEARTBEAT_MS it must hear one again or it is dropped and
 * re-opened (a connection whose peer vanished without a word).
 */
export class ChangeListener {
  connected = false;
  private client: pg.Client | undefined;
  private closed = false;
  private failures = 0;
  private retry: NodeJS.Timeout | undefined;
  private readonly fences = new Map<string, (heard: boolean) => void>();
  private heartbeat: NodeJS.Timeout | undefined;
  /** Connected once before: a new connection is a reconnection (logged as such). */
  private wasConnected = false;
  /** Each connection's notifications, sent one at a time: a pg client runs one query at a time (pg 9 refuses more). */
  private readonly sending = new WeakMap<pg.Client, Promise<unknown>>();

  constructor(private readonly options: ListenerOptions) {}

  start(): void {
    void this.connect();
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client(this.options.connection);
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      this.lost(client, error);
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (message) => this.heard(message.payload ?? ''));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch (error) {
      onLost(error as Error);
      return;
    }
    if (!(await this.hears(client))) {
      onLost(
        new Error(
          'LISTEN was accepted but its connection hears no notifications (a transaction-mode pooler? LISTEN needs ' +
            'a direct connection: DATABASE_DIRECT_URL)',
        ),
      );
      return;
    }
    if (lost || this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.options.onChange('reconnected');
    this.connected = true;
    this.options.log.info(
      { failedTries: this.failures },
      this.wasConnected ? 'cache change listener reconnected' : 'cache change listener connected',
    );
    this.wasConnected = true;
    this.failures = 0;
    this.heartbeat = setInterval(() => void this.beat(client), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** Drops a connection that no longer hears its own notification; lost() then reconnects. */
  private async beat(client: pg.Client): Promise<void> {
    if (this.client !== client || (await this.hears(client)) || this.client !== client) return;
    this.options.log.warn({}, 'cache change listener stopped hearing its notifications; reconnecting');
    await client.end().catch(() => undefined);
  }

  /** Sends a notification of our own on `client` and says whether it came back within FENCE_TIMEOUT_MS. */
  private async hears(client: pg.Client): Promise<boolean> {
    const id = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<boolean>((resolve) => {
      this.fences.set(id, resolve);
      timer = setTimeout(() => resolve(false), FENCE_TIMEOUT_MS);
    });
    try {
      await this.notify(client, `${FENCE_PREFIX}${id}`);
      return await heard;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
      this.fences.delete(id);
    }
  }

  /** pg_notify on the listening connection, one at a time (a pg client runs one query at a time). */
  private notify(client: pg.Client, payload: string): Promise<unknown> {
    const previous = this.sending.get(client) ?? Promise.resolve();
    const sent = previous.then(() => client.query(`select pg_notify('${CHANGE_CHANNEL}', $1)`, [payload]));
    this.sending.set(
      client,
      sent.catch(() => undefined),
    );
    return sent;
  }

  private lost(client: pg.Client, error?: Error): void {
    if (this.client === client) {
      this.client = undefined;
      clearInterval(this.heartbeat);
    }
    this.connected = false;
    this.releaseFences();
    client.end().catch(() => undefined);
    if (this.closed) return;
    this.options.onChange('disconnected');
    const delay = RETRY_MS[Math.min(this.failures, RETRY_MS.length - 1)] ?? 2000;
    this.failures += 1;
    this.options.log.warn({ err: error }, `cache change listener lost its connection; retrying in ${delay} ms`);
    this.retry = setTimeout(() => void this.connect(), delay);
    this.retry.unref();
  }

  private heard(payload: string): void {
    if (payload.startsWith(FENCE_PREFIX)) {
      const done = this.fences.get(payload.slice(FENCE_PREFIX.length));
      done?.(true);
      return;
    }
    this.options.onChange(payload);
  }

  /**
   * Resolves once every notification committed before this call has been heard: notifications reach a
   * listener in commit order, so hearing our own later one proves the earlier ones arrived. Resolves at once
   * when not connected (nothing is served from the cache then).
   */
  async fence(): Promise<void> {
    const client = this.client;
    if (!client || !this.connected) return;
    const id = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<void>((resolve) => {
      this.fences.set(id, () => resolve());
      // A connection that hangs must not hold writes up: give up after FENCE_TIMEOUT_MS and empty the cache,
      // which is always safe.
      timer = setTimeout(() => {
        this.options.onChange('fence-timeout');
        resolve();
      }, FENCE_TIMEOUT_MS);
    });
    try {
      await this.notify(client, `${FENCE_PREFIX}${id}`);
      await heard;
    } catch {
      // The connection failed: lost() has reported 'disconnected' and the cache is not serving.
    } finally {
      clearTimeout(timer);
      this.fences.delete(id);
    }
  }

  private releaseFences(): void {
    for (const done of this.fences.values()) done(false);
    this.fences.clear();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.connected = false;
    clearTimeout(this.retry);
    clearInterval(this.heartbeat);
    this.releaseFences();
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}
