import { eq } from 'drizzle-orm';
import { wireUserSchema } from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { login, post } from '../../../test/helpers.ts';
import { users } from '../../db/schema.ts';
import { DEFAULT_ADMIN_EMAIL, ensureAdmin } from './ensure-admin.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const quietLog = { info: () => undefined, warn: () => undefined };

describe('admin bootstrap', () => {
  it('creates a generated admin once and prints its password once', async () => {
    const printed: string[] = [];
    const run = () =>
      ensureAdmin({
        db: ctx.db,
        config: { adminEmail: undefined, adminPassword: undefined },
        log: quietLog,
        print: (text) => printed.push(text),
      });
    await run();
    await run();
    expect(printed).toHaveLength(1);
    const password = printed[0]?.match(/password: (\S+)/)?.[1];
    expect(password).toBeDefined();
    expect(password!.length).toBeGreaterThanOrEqual(20);
    expect(printed[0]).toContain(DEFAULT_ADMIN_EMAIL);

    const res = await post(ctx, '/api/auth/login', { email: DEFAULT_ADMIN_EMAIL, password, role: 'admin' });
    expect(res.statusCode).toBe(200);
    const user = wireUserSchema.parse((res.json() as { user: unknown }).user);
    expect(user).toMatchObject({ role: 'admin', emailVerified: true, isActive: true, fullName: 'Administrator' });
  });

  it('creates the configured admin and never overwrites its password', async () => {
    const config = { adminEmail: 'chief@portal.test', adminPassword: 'first-password' };
    const printed: string[] = [];
    await ensureAdmin({ db: ctx.db, config, log: quietLog, print: (t) => printed.push(t) });
    await ensureAdmin({
      db: ctx.db,
      config: { ...config, adminPassword: 'second-password' },
      log: quietLog,
      print: (t) => printed.push(t),
    });
    expect(printed).toHaveLength(0);
    expect(await ctx.db.select().from(users).where(eq(users.email, 'chief@portal.test'))).toHaveLength(1);
    await login(ctx, 'chief@portal.test', 'first-password', 'admin');
  });
});
