import pg from 'pg';
import { isConnectionError } from './pg-errors.ts';

/** How the server talks to PostgreSQL (DB_* variables, see config.ts). */
export type DatabaseSettings = {
  /** Connections of this instance's pool. */
  poolMax: number;
  /** Longest wait for a new connection, its handshake included (and for a free one of the pool). */
  connectTimeoutMs: number;
  /** An idle pooled connection is closed after this long. */
  idleTimeoutMs: number;
  /** PostgreSQL's statement_timeout for the server's sessions; 0 leaves the database's own setting. */
  statementTimeoutMs: number;
  /** PostgreSQL's idle_in_transaction_session_timeout; 0 leaves the database's own setting. */
  idleInTransactionTimeoutMs: number;
  /** How long start-up keeps trying to reach the database before it gives up. */
  startupTimeoutMs: number;
};

export const DEFAULT_DATABASE_SETTINGS: DatabaseSettings = {
  poolMax: 10,
  connectTimeoutMs: 5000,
  idleTimeoutMs: 10_000,
  statementTimeoutMs: 30_000,
  idleInTransactionTimeoutMs: 120_000,
  startupTimeoutMs: 60_000,
};

/** A query's answer may take this much longer than statement_timeout before the client gives up on the connection. */
const QUERY_TIMEOUT_MARGIN_MS = 5000;
/** Pause before the one retry of a read that lost its connection (a restarting database gets a moment). */
const READ_RETRY_DELAY_MS = 250;

type Logger = { warn: (fields: object, message: string) => void };

/**
 * The settings of one connection to `url`. `sessionSettings: false` for a connection pooler in transaction mode
 * (PgBouncer refuses unknown startup parameters; set the timeouts on the database role there, see server README).
 */
export function connectionConfig(url: string, settings: DatabaseSettings, sessionSettings = true): pg.ClientConfig {
  return {
    connectionString: url,
    connectionTimeoutMillis: settings.connectTimeoutMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    application_name: 'portal',
    ...(sessionSettings && settings.statementTimeoutMs > 0 ? { statement_timeout: settings.statementTimeoutMs } : {}),
    ...(sessionSettings && settings.idleInTransactionTimeoutMs > 0
      ? { idle_in_transaction_session_timeout: settings.idleInTransactionTimeoutMs }
      : {}),
    // A connection whose peer vanished without a word (no FIN, no RST) answers nothing: give up on it client-side.
    ...(settings.statementTimeoutMs > 0
      ? { query_timeout: settings.statementTimeoutMs + QUERY_TIMEOUT_MARGIN_MS }
      : {}),
  };
}

const isSubmittable = (config: unknown) => typeof (config as { submit?: unknown } | null)?.submit === 'function';

/**
 * pg's Client without named prepared statements, for a pool behind a transaction-mode pooler: a name (drizzle's
 * `.prepare('…')`) is dropped and the statement runs unnamed. A named statement lives on one server connection, and
 * through PgBouncer in transaction mode its next use lands on another ("prepared statement … does not exist").
 * Direct connections keep them: they save PostgreSQL the parse and plan (docs/decisions/prepared-statements.md).
 */
export class UnnamedStatementClient extends pg.Client {}

const clientQuery = pg.Client.prototype.query;
// Replaced on the prototype rather than overridden, so callers keep pg's overloaded, generic signature.
UnnamedStatementClient.prototype.query = function query(this: pg.Client, ...args: unknown[]) {
  const [config] = args;
  if (config && typeof config === 'object' && 'name' in config && !isSubmittable(config)) {
    const { name: _name, ...unnamed } = config as pg.QueryConfig;
    args[0] = unnamed;
  }
  return Reflect.apply(clientQuery, this, args);
} as pg.Client['query'];

const READ = /^\s*(?:\(\s*)*select\b/i;
const CTE = /^\s*with\b/i;
const WRITE_IN_CTE = /\b(?:insert|update|delete|merge)\b/i;
const SIDE_EFFECT =
  /\b(?:pg_notify|nextval|setval|set_config|pg_(?:try_)?advisory\w*|pg_terminate_backend|pg_cancel_backend|lo_\w+)\s*\(|\binto\b/i;

/** A statement that changes nothing when it runs twice: a SELECT without writes, locks or side-effect functions. */
export function isIdempotentRead(text: string): boolean {
  if (SIDE_EFFECT.test(text) || /\bfor\s+(?:no\s+key\s+)?(?:update|share|key\s+share)\b/i.test(text)) return false;
  return READ.test(text) || (CTE.test(text) && !WRITE_IN_CTE.test(text));
}

const textOf = (config: unknown) => (typeof config === 'string' ? config : ((config as pg.QueryConfig)?.text ?? ''));

/**
 * The server's pool. A read outside a transaction whose connection dropped (a database restart, a pooler or a
 * network hiccup) runs once more on a fresh connection instead of failing the request; writes never run twice.
 * Every client carries an error listener for its whole life, so a connection lost while checked out is logged,
 * never an unhandled 'error' event.
 */
export class PortalPool extends pg.Pool {
  /** When a query through the pool last succeeded (epoch ms): readiness trusts a recent success over a probe. */
  lastSuccessAt = 0;
  /** Called for each read retried after a lost connection (metrics). */
  onReadRetry: () => void = () => undefined;

  constructor(config: pg.PoolConfig, log?: Logger) {
    super(config);
    const warn = log ? log.warn.bind(log) : () => undefined;
    this.on('connect', (client) => {
      // end() does not wait for its clients' sockets to close: an error while ending is the database going away.
      client.on('error', (error) => {
        if (!this.ending) warn({ err: error }, 'database connection lost');
      });
    });
    // An idle client losing its connection: the pool drops it and opens another when needed.
    this.on('error', () => undefined);
  }

  /** @internal pool.query for promise callers (see below). */
  async queryRetryingReads(config: unknown, values: unknown): Promise<pg.QueryResult> {
    const run = (): Promise<pg.QueryResult> => Reflect.apply(poolQuery, this, [config, values]);
    let result: pg.QueryResult;
    try {
      result = await run();
    } catch (error) {
      if (!isConnectionError(error) || !isIdempotentRead(textOf(config))) throw error;
      this.onReadRetry();
      await new Promise((resolve) => setTimeout(resolve, READ_RETRY_DELAY_MS));
      result = await run();
    }
    this.lastSuccessAt = Date.now();
    return result;
  }
}

const poolQuery = pg.Pool.prototype.query;
// Replaced on the prototype rather than overridden, so callers keep pg's overloaded, generic signature.
PortalPool.prototype.query = function query(this: PortalPool, ...args: unknown[]) {
  const [config, values, callback] = args;
  if (typeof values === 'function' || typeof callback === 'function' || isSubmittable(config)) {
    return Reflect.apply(poolQuery, this, args);
  }
  return this.queryRetryingReads(config, values);
} as pg.Pool['query'];
