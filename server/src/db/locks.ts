import { eq } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { users } from './schema.ts';

/**
 * Locks a user row until the transaction ends and returns it (undefined: no such user). The one lock that
 * serializes writes on what a user owns (count limits, status changes, approvals), taken before anything
 * else is read. FOR NO KEY UPDATE, not FOR UPDATE: rows that only reference the user (an audit entry naming
 * the actor, a new experience) take a KEY SHARE lock for their foreign key, which this lock does not block,
 * so two admins acting on each other cannot deadlock.
 */
export async function lockUserRow(tx: Executor, id: string) {
  const [user] = await tx.select().from(users).where(eq(users.id, id)).for('no key update');
  return user;
}
