import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { readsTogether } from './reads.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** A read that notes when it starts and ends, around a short sleep in the database. */
function timedRead(db: Parameters<typeof readsTogether>[0], name: string, log: string[]) {
  return async () => {
    log.push(`start ${name}`);
    const rows = await db.execute(sql`select pg_sleep(0.05), ${name}::text as name`);
    log.push(`end ${name}`);
    return rows.rows[0]?.name as string;
  };
}

describe('readsTogether', () => {
  it('runs reads side by side on the pool, in their order in the result', async () => {
    const log: string[] = [];
    const names = await readsTogether(ctx.db, [timedRead(ctx.db, 'a', log), timedRead(ctx.db, 'b', log)]);
    expect(names).toEqual(['a', 'b']);
    expect(log.slice(0, 2)).toEqual(['start a', 'start b']);
  });

  it('runs them one after another inside a transaction (one connection runs one query at a time)', async () => {
    const log: string[] = [];
    const names = await ctx.db.transaction((tx) =>
      readsTogether(tx, [timedRead(tx, 'a', log), timedRead(tx, 'b', log), timedRead(tx, 'c', log)]),
    );
    expect(names).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });
});
