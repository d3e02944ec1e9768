import pg from 'pg';
import { isConnectionError } from './pg-errors.ts';

const FIRST_WAIT_MS = 250;
const LONGEST_WAIT_MS = 5000;

type Options = {
  /** Give up (throw the last error) once this long has passed; 0 tries once. */
  timeoutMs: number;
  /** What the database is, for the log (`database`, `database (direct)`). */
  name?: string;
  log?: (fields: object, message: string) => void;
  signal?: AbortSignal;
};

/** The URL without its password, for a log line. */
export function redactedUrl(connection: pg.ClientConfig): string {
  try {
    const url = new URL(connection.connectionString ?? '');
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return 'postgres://…';
  }
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });

/** Connects and runs `select 1`; the error, or null when it worked. */
async function tryOnce(connection: pg.ClientConfig): Promise<unknown> {
  const client = new pg.Client(connection);
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return error ?? new Error('unknown database error');
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Connects and runs `select 1` until it works, waiting 250 ms, 500 ms … up to 5 s between tries and logging each
 * failure: a database that is starting, restarting or not reachable yet delays start-up instead of failing it, and
 * one that accepts connections but never answers fails each try by the connect timeout instead of hanging. A
 * refusal that waiting cannot cure (wrong password, no such database) is thrown at once.
 */
export async function waitForDatabase(connection: pg.ClientConfig, options: Options): Promise<void> {
  const started = Date.now();
  const name = options.name ?? 'database';
  for (let attempt = 1; ; attempt++) {
    const failure = await tryOnce(connection);
    if (!failure) {
      if (attempt > 1) options.log?.({ attempt, url: redactedUrl(connection) }, `${name} reachable`);
      return;
    }
    const waited = Date.now() - started;
    if (!isConnectionError(failure) || waited >= options.timeoutMs || options.signal?.aborted) throw failure;
    const nextTryInMs = Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** (attempt - 1), options.timeoutMs - waited);
    options.log?.(
      { attempt, nextTryInMs, url: redactedUrl(connection), err: failure },
      `${name} not reachable; trying again`,
    );
    await sleep(nextTryInMs, options.signal);
    if (options.signal?.aborted) throw failure;
  }
}
