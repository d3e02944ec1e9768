import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { connectDatabase, type Database } from './client.ts';
import { isIdempotentRead } from './pool.ts';

let ctx: TestContext;
let database: Database;
beforeAll(async () => {
  ctx = await createTestContext({}, { deliveryWorker: false });
  database = connectDatabase(String(ctx.db.$client.options.connectionString), { poolMax: 1, connectTimeoutMs: 2000 });
});
afterAll(async () => {
  await database.pool.end();
  await ctx.close();
});

/** Ends the server session running `marker` (what a database restart or failover does to it). */
async function terminateSessionRunning(marker: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const { rows } = await ctx.db.$client.query<{ n: number }>(
      `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
        where query like $1 and pid <> pg_backend_pid()`,
      [`%${marker}%`],
    );
    if (rows[0]?.n) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no session ran ${marker}`);
}

describe('the server’s pool', () => {
  it('tells idempotent reads from everything else', () => {
    expect(isIdempotentRead('select * from jobs where id = $1')).toBe(true);
    expect(isIdempotentRead('  (select 1) union (select 2)')).toBe(true);
    expect(isIdempotentRead('with x as (select 1) select * from x')).toBe(true);
    expect(isIdempotentRead('with x as (update jobs set title = $1 returning id) select * from x')).toBe(false);
    expect(isIdempotentRead('insert into jobs (title) values ($1)')).toBe(false);
    expect(isIdempotentRead("select pg_notify('c', 'x')")).toBe(false);
    expect(isIdempotentRead('select * from mail_outbox for update skip locked')).toBe(false);
    expect(isIdempotentRead('select pg_advisory_xact_lock(1)')).toBe(false);
    expect(isIdempotentRead("select nextval('s')")).toBe(false);
  });

  it('behind a pooler never leaves a named prepared statement on a connection; direct, keeps them', async () => {
    const url = String(ctx.db.$client.options.connectionString);
    const pooled = connectDatabase(url, { poolMax: 1, directUrl: url });
    const prepared = async (pool: Database['pool']) => {
      await pool.query({ name: 'portal_named', text: 'select 1 as one' });
      await pool.query({ name: 'portal_named', text: 'select 1 as one' });
      const { rows } = await pool.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements');
      return rows[0]?.n;
    };
    try {
      expect(await prepared(pooled.pool)).toBe(0);
      expect(await prepared(database.pool)).toBe(1);
    } finally {
      await pooled.pool.end();
    }
  });

  it('runs a read again when its connection drops, once', async () => {
    let retries = 0;
    database.pool.onReadRetry = () => retries++;
    const read = database.pool.query<{ ok: number }>("select 1 as ok, pg_sleep(1.5), 'read-marker'");
    await terminateSessionRunning('read-marker');
    expect((await read).rows[0]?.ok).toBe(1);
    expect(retries).toBe(1);
  });

  it('never runs a write twice: a dropped connection fails it', async () => {
    let retries = 0;
    database.pool.onReadRetry = () => retries++;
    // Not a SELECT (it could change anything): the pool must not run it again.
    const write = database.pool.query("do $$ begin perform pg_sleep(1.5); perform 'write-marker'; end $$");
    // Awaited from the start: the write may fail before the session is found ended.
    const failed = expect(write).rejects.toThrow();
    await terminateSessionRunning('write-marker');
    await failed;
    expect(retries).toBe(0);
  });

  it('gives a transaction’s connection back to the pool even when BEGIN fails', async () => {
    // The pool holds one connection: a leaked one would make the next transaction wait until its timeout.
    const breakNext = (client: { end: () => Promise<void> }) => void client.end();
    database.pool.once('acquire', breakNext);
    await expect(database.db.transaction(async (tx) => tx.execute('select 1'))).rejects.toThrow();
    const started = Date.now();
    const result = await database.db.transaction(async (tx) => tx.execute('select 2 as two'));
    expect(result.rows[0]).toEqual({ two: 2 });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(database.pool.totalCount).toBeLessThanOrEqual(1);
  });
});
