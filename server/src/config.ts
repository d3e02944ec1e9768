import { createPrivateKey, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { type DatabaseSettings, DEFAULT_DATABASE_SETTINGS } from './db/pool.ts';
import { DEFAULT_UPLOAD_MAX_BYTES } from './files/upload-rules.ts';
import type { DeliverySettings } from './mail/delivery-worker.ts';
import { SITE_NAME } from './modules/seo/site-identity.ts';
import { readRemotesConfigFile, remoteEntryProblem } from './static/remotes-config.ts';

/**
 * The server package's folder. This file is src/config.ts when run from source and part of dist/cli.js when built
 * (scripts/build.ts): both one folder below it.
 */
export const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(SERVER_ROOT, '..');

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  // This machine only unless HOST says otherwise: a fresh `npm start` (its admin printed to the console, demo accounts
  // with a published password once seeded) is not offered to the whole network. The image sets HOST=0.0.0.0.
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATABASE_URL: optionalText.pipe(z.url('DATABASE_URL must be a postgres:// URL.').optional()),
  DATABASE_DIRECT_URL: optionalText.pipe(z.url('DATABASE_DIRECT_URL must be a postgres:// URL.').optional()),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(DEFAULT_DATABASE_SETTINGS.poolMax),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(DEFAULT_DATABASE_SETTINGS.connectTimeoutMs),
  DB_IDLE_TIMEOUT_MS: z.coerce.number().int().min(0).default(DEFAULT_DATABASE_SETTINGS.idleTimeoutMs),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(DEFAULT_DATABASE_SETTINGS.statementTimeoutMs),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(DEFAULT_DATABASE_SETTINGS.idleInTransactionTimeoutMs),
  DB_STARTUP_TIMEOUT_MS: z.coerce.number().int().min(0).default(DEFAULT_DATABASE_SETTINGS.startupTimeoutMs),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(0),
  METRICS_PORT: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce.number().int().min(1).max(65535).optional(),
  ),
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'METRICS_TOKEN must be at least 16 characters.').optional()),
  DATA_DIR: optionalText,
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(5433),
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'JWT_SECRET must be at least 32 characters.').optional()),
  PUBLIC_URL: optionalText.pipe(z.url('PUBLIC_URL must be a URL such as https://jobs.example.org.').optional()),
  ADMIN_EMAIL: optionalText.pipe(z.email('ADMIN_EMAIL must be an email address.').optional()),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters.').optional()),
  SMTP_URL: optionalText.pipe(z.url('SMTP_URL must be a URL such as smtp://user:pass@host:587.').optional()),
  MAIL_FROM: z.string().trim().min(1).default(`${SITE_NAME.en} <no-reply@localhost>`),
  STATUS_MAIL_DELAY_MS: z.coerce.number().int().min(0).max(3_600_000).default(120_000),
  MESSAGE_MAIL_DELAY_MS: z.coerce.number().int().min(0).max(3_600_000).default(300_000),
  DKIM_DOMAIN: optionalText,
  DKIM_SELECTOR: optionalText,
  DKIM_PRIVATE_KEY: optionalText,
  DKIM_PRIVATE_KEY_FILE: optionalText,
  MAIL_POLL_MS: z.coerce.number().int().min(50).default(5000),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(12),
  MAIL_BACKOFF_MS: z.coerce.number().int().min(1).default(30_000),
  MAIL_BACKOFF_MAX_MS: z.coerce.number().int().min(1).default(3_600_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_PROVINCE: z.string().trim().toLowerCase().default('gandaki'),
  RATE_LIMIT_AUTH_MAX: z.coerce.number().int().min(1).default(100),
  RATE_LIMIT_ACCOUNT_MAX: z.coerce.number().int().min(1).default(5),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(DEFAULT_UPLOAD_MAX_BYTES),
  TRUST_PROXY: z.string().trim().default('false').transform(parseTrustProxy),
  REMOTE_ENTRY_PUBLIC_SITE: optionalText,
  REMOTE_ENTRY_SEEKER_APP: optionalText,
  REMOTE_ENTRY_EMPLOYER_APP: optionalText,
  REMOTE_ENTRY_ADMIN_APP: optionalText,
  DEPLOY_DIR: optionalText,
  REMOTES_CONFIG: optionalText,
  DEPLOY_KEEP: z.coerce.number().int().min(1, 'DEPLOY_KEEP must be at least 1.').default(5),
  SSR_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(1500),
  PAGE_CACHE_MB: z.coerce.number().int().min(0, 'PAGE_CACHE_MB must be 0 (off) or more.').max(4096).default(64),
  FILE_STORE: z.enum(['pg', 's3'], 'FILE_STORE must be pg or s3.').default('pg'),
  S3_BUCKET: optionalText,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ENDPOINT: optionalText.pipe(z.url('S3_ENDPOINT must be a URL such as https://minio.internal:9000.').optional()),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'], 'S3_FORCE_PATH_STYLE must be true or false.')
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PREFIX: z
    .string()
    .trim()
    .regex(/^([\w.-]+\/)*$/, 'S3_PREFIX must be empty or folder names each ending in /, such as portal/.')
    .default(''),
});

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** A direct PostgreSQL URL when databaseUrl goes through a transaction-mode pooler (LISTEN and migrations use it). */
  databaseDirectUrl?: string;
  /** Pool size and timeouts (src/db/pool.ts). */
  database: DatabaseSettings;
  /** SIGTERM/SIGINT: readiness 503 for delayMs, then no new connections; in-flight requests get timeoutMs. */
  shutdown: { timeoutMs: number; delayMs: number };
  /** Prometheus metrics: on their own port (`port`, bound to `host`) and/or at /metrics behind a bearer `token`. */
  metrics: { port?: number; host: string; token?: string };
  dataDir: string;
  embeddedPgPort: number;
  jwtSecret: string;
  publicUrl: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** DKIM signing of outgoing SMTP mail (all three set, or none): the d= domain, the s= selector, the PEM key. */
  dkim?: DkimSettings;
  /** The mail delivery worker's poll interval, attempts and backoff (src/mail/delivery-worker.ts). */
  delivery: DeliverySettings;
  /**
   * How long an application's status email waits before it goes (a later change of the same application within
   * that time replaces it, so shortlist-then-reject sends one email); unset: no wait.
   */
  statusMailDelayMs?: number;
  /**
   * How long the email of a new message waits before it goes; the recipient opening the thread meanwhile drops
   * it (they have read it). Unset: no wait.
   */
  messageMailDelayMs?: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  seedProvince: string;
  rateLimitAuthMax: number;
  /** Password attempts per account (login, change password) in 15 minutes, from any IP; then 429. */
  rateLimitAccountMax: number;
  /**
   * Which X-Forwarded-For hops to trust for the client IP: false (none), a number of proxy hops counted
   * from the right, or the proxies' addresses/CIDRs. Fastify's `trustProxy` takes all three.
   */
  trustProxy: false | number | string[];
  /** Largest accepted upload (resume, logo, document, attachment); larger gets 413. */
  uploadMaxBytes: number;
  /** Overrides of remotes.json entries, by MF remote name. */
  remoteEntries: Partial<Record<'public_site' | 'seeker_app' | 'employer_app' | 'admin_app', string>>;
  /** Where `npm run deploy:remote` puts versioned remote builds; unset: DATA_DIR/deploy. */
  deployDir?: string;
  /** JSON file `{ "remotes": { "<name>": "<entry>" } }` overriding remotes.json entries, re-read when it changes. */
  remotesConfigFile?: string;
  /** How many deployed builds per remote stay on disk (the live one comes on top), for tabs still using them. */
  deployKeep?: number;
  /** Where built front-ends live; tests point this at a temp folder. */
  webRoot: string;
  /** Longest a public page may take to render on the server (data included) before it is rendered in the browser. */
  ssrTimeoutMs?: number;
  /** Memory for the compressed public pages kept in process (src/ssr/page-cache.ts); 0 renders every request. */
  pageCacheMb?: number;
  /** Where new uploads go: in PostgreSQL ('pg') or an S3-compatible bucket ('s3'). */
  fileStore: 'pg' | 's3';
  /** The bucket; needed for 's3', and to read files already moved there. */
  s3?: S3Settings;
  /** Warnings to log once a logger exists. */
  warnings: string[];
};

export type S3Settings = {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Prepended to every object key (`<prefix>files/<file id>`). */
  prefix: string;
};

export type DkimSettings = { domainName: string; keySelector: string; privateKey: string };

export class ConfigError extends Error {}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * `false`/`0`: ignore X-Forwarded-For. `true`/`1`…: that many proxies in front (true = one), so the client
 * is the address the nearest trusted proxy appended, not the leftmost one a client can forge. A comma list
 * of addresses, CIDRs or `loopback`/`linklocal`/`uniquelocal`: trust exactly those proxies.
 */
function parseTrustProxy(value: string, context: z.RefinementCtx): false | number | string[] {
  const lower = value.toLowerCase();
  if (lower === '' || lower === 'false' || lower === '0') return false;
  if (lower === 'true') return 1;
  if (/^\d+$/.test(lower)) return Number(lower);
  const entries = lower.split(',').map((entry) => entry.trim());
  const valid = entries.every((entry) => {
    if (PROXY_NAMES.has(entry)) return true;
    const [address = '', bits, ...rest] = entry.split('/');
    const family = isIP(address);
    if (family === 0 || rest.length > 0) return false;
    return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
  });
  if (!valid) {
    context.addIssue({
      code: 'custom',
      message: 'TRUST_PROXY must be false, true, a number of proxy hops, or a comma list of proxy addresses/CIDRs.',
    });
    return z.NEVER;
  }
  return entries;
}

/**
 * The value for Fastify's `trustProxy`. A hop count becomes proxy-addr's rule "the first n addresses from
 * the right (the socket peer is hop 0) are proxies", since Fastify 5 ignores a bare number.
 */
export function fastifyTrustProxy(
  trust: Config['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

/** Reads the environment once; throws ConfigError with a readable message on a bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  checkRemoteEntries(e);
  if (e.DATABASE_DIRECT_URL && !e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_DIRECT_URL: set it beside DATABASE_URL (the pooler), not instead of it.',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR ?? path.join(REPO_ROOT, 'data'));
  const warnings: string[] = [];
  let jwtSecret = e.JWT_SECRET;
  if (!jwtSecret) {
    jwtSecret = readOrCreateSecret(path.join(dataDir, 'jwt-secret'));
    if (e.DATABASE_URL) {
      warnings.push(
        'JWT_SECRET is not set; using DATA_DIR/jwt-secret. Deployments with several instances must set JWT_SECRET.',
      );
    }
  }
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseDirectUrl: e.DATABASE_DIRECT_URL,
    database: {
      poolMax: e.DB_POOL_MAX,
      connectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
      idleTimeoutMs: e.DB_IDLE_TIMEOUT_MS,
      statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
      idleInTransactionTimeoutMs: e.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      startupTimeoutMs: e.DB_STARTUP_TIMEOUT_MS,
    },
    shutdown: { timeoutMs: e.SHUTDOWN_TIMEOUT_MS, delayMs: e.SHUTDOWN_DELAY_MS },
    metrics: { port: e.METRICS_PORT, host: e.METRICS_HOST, token: e.METRICS_TOKEN },
    dataDir,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    jwtSecret,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    dkim: dkimSettings(e),
    delivery: {
      pollMs: e.MAIL_POLL_MS,
      maxAttempts: e.MAIL_MAX_ATTEMPTS,
      backoffMs: e.MAIL_BACKOFF_MS,
      backoffMaxMs: Math.max(e.MAIL_BACKOFF_MS, e.MAIL_BACKOFF_MAX_MS),
    },
    statusMailDelayMs: e.STATUS_MAIL_DELAY_MS,
    messageMailDelayMs: e.MESSAGE_MAIL_DELAY_MS,
    logLevel: e.LOG_LEVEL,
    seedProvince: e.SEED_PROVINCE,
    rateLimitAuthMax: e.RATE_LIMIT_AUTH_MAX,
    rateLimitAccountMax: e.RATE_LIMIT_ACCOUNT_MAX,
    trustProxy: e.TRUST_PROXY,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    remoteEntries: {
      public_site: e.REMOTE_ENTRY_PUBLIC_SITE,
      seeker_app: e.REMOTE_ENTRY_SEEKER_APP,
      employer_app: e.REMOTE_ENTRY_EMPLOYER_APP,
      admin_app: e.REMOTE_ENTRY_ADMIN_APP,
    },
    deployDir: path.resolve(e.DEPLOY_DIR ?? path.join(dataDir, 'deploy')),
    remotesConfigFile: e.REMOTES_CONFIG ? path.resolve(e.REMOTES_CONFIG) : undefined,
    deployKeep: e.DEPLOY_KEEP,
    webRoot: REPO_ROOT,
    ssrTimeoutMs: e.SSR_TIMEOUT_MS,
    pageCacheMb: e.PAGE_CACHE_MB,
    fileStore: e.FILE_STORE,
    s3: s3Settings(e),
    warnings,
  };
}

function s3Settings(e: z.infer<typeof envSchema>): S3Settings | undefined {
  if (!e.S3_BUCKET) {
    if (e.FILE_STORE === 's3')
      throw new ConfigError('Invalid configuration:\n  S3_BUCKET: FILE_STORE=s3 needs a bucket.');
    return undefined;
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or neither, for an instance role).',
    );
  }
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    prefix: e.S3_PREFIX,
  };
}

/**
 * DKIM comes whole or not at all: a domain and selector without a readable PEM key (or the reverse) would send
 * unsigned mail while the operator believes it signed, so start-up stops instead.
 */
function dkimSettings(e: z.infer<typeof envSchema>): DkimSettings | undefined {
  const inline = e.DKIM_PRIVATE_KEY?.replace(/\\n/g, '\n');
  if (inline && e.DKIM_PRIVATE_KEY_FILE) {
    throw new ConfigError(
      'Invalid configuration:\n  DKIM_PRIVATE_KEY: set either DKIM_PRIVATE_KEY or DKIM_PRIVATE_KEY_FILE.',
    );
  }
  let privateKey = inline;
  if (e.DKIM_PRIVATE_KEY_FILE) {
    try {
      privateKey = readFileSync(path.resolve(e.DKIM_PRIVATE_KEY_FILE), 'utf8');
    } catch (error) {
      throw new ConfigError(`Invalid configuration:\n  DKIM_PRIVATE_KEY_FILE: ${(error as Error).message}`);
    }
  }
  if (!e.DKIM_DOMAIN && !e.DKIM_SELECTOR && !privateKey) return undefined;
  if (!e.DKIM_DOMAIN || !e.DKIM_SELECTOR || !privateKey) {
    throw new ConfigError(
      'Invalid configuration:\n  DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY (or DKIM_PRIVATE_KEY_FILE) go together.',
    );
  }
  try {
    createPrivateKey(privateKey);
  } catch {
    throw new ConfigError('Invalid configuration:\n  DKIM_PRIVATE_KEY: not a PEM private key.');
  }
  return { domainName: e.DKIM_DOMAIN.toLowerCase(), keySelector: e.DKIM_SELECTOR, privateKey };
}

/** Remote entries from the environment or the REMOTES_CONFIG file must be usable, or start-up stops. */
function checkRemoteEntries(e: z.infer<typeof envSchema>): void {
  const problems: string[] = [];
  const entries = {
    REMOTE_ENTRY_PUBLIC_SITE: e.REMOTE_ENTRY_PUBLIC_SITE,
    REMOTE_ENTRY_SEEKER_APP: e.REMOTE_ENTRY_SEEKER_APP,
    REMOTE_ENTRY_EMPLOYER_APP: e.REMOTE_ENTRY_EMPLOYER_APP,
    REMOTE_ENTRY_ADMIN_APP: e.REMOTE_ENTRY_ADMIN_APP,
  };
  for (const [key, value] of Object.entries(entries)) {
    const problem = value === undefined ? null : remoteEntryProblem(value);
    if (problem) problems.push(`  ${key}: ${problem}.`);
  }
  if (e.REMOTES_CONFIG) {
    try {
      readRemotesConfigFile(path.resolve(e.REMOTES_CONFIG));
    } catch (error) {
      problems.push(`  REMOTES_CONFIG: ${(error as Error).message}`);
    }
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
}

/** The deploy settings alone, for the deploy command (no secrets touched, nothing created). */
export function loadDeploySettings(env: NodeJS.ProcessEnv = process.env): { deployDir: string; keep: number } {
  const parsed = envSchema.pick({ DATA_DIR: true, DEPLOY_DIR: true, DEPLOY_KEEP: true }).safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR ?? path.join(REPO_ROOT, 'data'));
  return {
    deployDir: path.resolve(parsed.data.DEPLOY_DIR ?? path.join(dataDir, 'deploy')),
    keep: parsed.data.DEPLOY_KEEP,
  };
}

/** A secret kept on disk so restarts keep sessions valid. */
function readOrCreateSecret(file: string): string {
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
