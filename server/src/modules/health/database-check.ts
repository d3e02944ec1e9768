import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** One round trip to the database; throws when it does not answer. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** A query through the pool this recent proves the database answers; readiness then needs no probe of its own. */
const RECENT_SUCCESS_MS = 1000;
const PROBE_TIMEOUT_MS = 2000;

export async function databaseAnswers(db: Db): Promise<boolean> {
  if (Date.now() - db.$client.lastSuccessAt < RECENT_SUCCESS_MS) return true;
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      pingDatabase(db).then(() => true),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
      }),
    ]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
