import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'portal-config-'));

describe('loadConfig', () => {
  it('applies defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      mailFrom: 'Gandaki Province Job Portal <no-reply@localhost>',
      statusMailDelayMs: 120_000,
      seedProvince: 'gandaki',
      rateLimitAuthMax: 100,
      rateLimitAccountMax: 5,
      trustProxy: false,
      embeddedPgPort: 5433,
      pageCacheMb: 64,
    });
  });

  it('creates a JWT secret once, mode 600, and reuses it', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.jwtSecret).toBe(second.jwtSecret);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(path.join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(first.warnings).toEqual([]);
  });

  it('warns about a file secret when an external database is used', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://u:p@db:5432/portal' });
    expect(config.warnings.join()).toMatch(/JWT_SECRET/);
  });

  it('reads overrides', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      PORT: '8080',
      PUBLIC_URL: 'https://jobs.example.org/',
      REMOTE_ENTRY_SEEKER_APP: 'https://cdn.example.org/seeker/remoteEntry.js',
      JWT_SECRET: 'x'.repeat(40),
    });
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('https://jobs.example.org');
    expect(config.remoteEntries.seeker_app).toBe('https://cdn.example.org/seeker/remoteEntry.js');
    expect(config.jwtSecret).toBe('x'.repeat(40));
  });

  it('reads TRUST_PROXY as hops (true = one) or proxy addresses', () => {
    const trust = (value: string) => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value }).trustProxy;
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('true')).toBe(1);
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.1, 192.168.0.0/16,loopback')).toEqual(['10.0.0.1', '192.168.0.0/16', 'loopback']);
    expect(trust('fd00::/8')).toEqual(['fd00::/8']);
    for (const bad of ['yes', '10.0.0.1/33', 'proxy.example.org', '10.0.0.1/8/8']) {
      expect(() => trust(bad)).toThrow(/TRUST_PROXY must be false, true, a number of proxy hops/);
    }
  });

  it('stops with a clear message on a bad value', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ADMIN_EMAIL: 'nope' })).toThrow(/ADMIN_EMAIL must be an email/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), PAGE_CACHE_MB: '-1' })).toThrow(/PAGE_CACHE_MB must be 0/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), PAGE_CACHE_MB: 'lots' })).toThrow(/PAGE_CACHE_MB/);
  });

  it('reads the database, shutdown and metrics settings, with defaults', () => {
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({
      database: {
        poolMax: 10,
        connectTimeoutMs: 5000,
        statementTimeoutMs: 30_000,
        idleInTransactionTimeoutMs: 120_000,
        startupTimeoutMs: 60_000,
      },
      shutdown: { timeoutMs: 10_000, delayMs: 0 },
      metrics: { port: undefined, host: '127.0.0.1', token: undefined },
    });
    const config = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://u:p@pgbouncer:6432/portal',
      DATABASE_DIRECT_URL: 'postgres://u:p@db:5432/portal',
      DB_POOL_MAX: '25',
      DB_STATEMENT_TIMEOUT_MS: '0',
      SHUTDOWN_TIMEOUT_MS: '20000',
      METRICS_PORT: '9464',
      METRICS_TOKEN: 'a-long-enough-metrics-token',
    });
    expect(config.databaseDirectUrl).toBe('postgres://u:p@db:5432/portal');
    expect(config.database).toMatchObject({ poolMax: 25, statementTimeoutMs: 0 });
    expect(config.shutdown.timeoutMs).toBe(20_000);
    expect(config.metrics).toMatchObject({ port: 9464, token: 'a-long-enough-metrics-token' });
    expect(loadConfig({ DATA_DIR: dataDir(), METRICS_PORT: '' }).metrics.port).toBeUndefined();
  });

  it('refuses bad database, shutdown and metrics settings, naming the variable', () => {
    const bad: Record<string, string>[] = [
      { DB_POOL_MAX: '0' },
      { DB_CONNECT_TIMEOUT_MS: 'soon' },
      { SHUTDOWN_TIMEOUT_MS: '-1' },
      { METRICS_PORT: '70000' },
      { METRICS_TOKEN: 'short' },
      { DATABASE_DIRECT_URL: 'postgres://u:p@db:5432/portal' },
    ];
    for (const env of bad) {
      const [name] = Object.keys(env);
      expect(() => loadConfig({ DATA_DIR: dataDir(), ...env }), name).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: dataDir(), ...env }), name).toThrow(name);
    }
  });
});
