import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { runAlertDigests } from './alert-digests.ts';

let ctx: TestContext;
const ALERTS = 400;

beforeAll(async () => {
  // The app's own worker and tasks, started by the test once the alerts are there.
  ctx = await createTestContext({}, { deliveryWorker: false });
  await ctx.db.execute(sql`
    insert into users (email, password_hash, role, email_verified_at)
    select 'stop-' || i || '@example.com', 'not-a-hash', 'job_seeker', now() from generate_series(1, ${ALERTS}) i`);
  // Each seeker has a profile alert from sign-up; all of them due today.
  await ctx.db.execute(sql`
    update job_alerts set status = 'active', frequency = 'daily'
    where user_id in (select id from users where email like 'stop-%')`);
  const [alerts] = (await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from job_alerts`)).rows;
  expect(alerts?.n).toBe(ALERTS);
});
afterAll(async () => {
  await ctx.close();
});

const digests = async () =>
  (await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from alert_digests`)).rows[0]?.n ?? 0;

describe('job alert digests: a stopping worker', () => {
  it('ends the digest pass between two alerts, and the next pass takes up the rest', async () => {
    ctx.app.deliveries.start();
    while ((await digests()) === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    // Shutting down (a deploy's SIGTERM drain) waits for the alert in hand, not for every alert due.
    await ctx.app.deliveries.stop();
    const done = await digests();
    expect(done).toBeGreaterThan(0);
    expect(done).toBeLessThan(ALERTS);
    await runAlertDigests({ db: ctx.db, config: ctx.config, log: ctx.app.log });
    expect(await digests()).toBe(ALERTS);
  }, 120_000);
});
