import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import { SESSION_TTL_SECONDS, type SessionTokens } from './session-tokens.ts';

/**
 * How a session ends on the server: logout deletes its row; "log out of all devices" deletes all of the
 * user's rows and bumps users.token_version (so a token of a row created concurrently is refused too).
 * The guard accepts a token only while its row exists, is unexpired, and the token version matches.
 */

/**
 * Removes a bounded batch of expired rows. SKIP LOCKED: concurrent logins never wait on (or deadlock over)
 * the same expired rows; whatever one skips, a later login removes.
 */
export async function deleteExpiredSessions(db: Executor, batch = 500): Promise<void> {
  await db.execute(sql`
    delete from ${sessions} where ${sessions.id} in (
      select ${sessions.id} from ${sessions} where ${sessions.expiresAt} < now()
      limit ${batch} for update skip locked
    )`);
}

/** Opens a session row and signs its token; expired rows of everybody are removed on the way. */
export async function startSession(
  db: Executor,
  tokens: SessionTokens,
  user: { id: string; tokenVersion: number },
): Promise<string> {
  await deleteExpiredSessions(db);
  const [row] = await db
    .insert(sessions)
    .values({ userId: user.id, expiresAt: sql`now() + make_interval(secs => ${SESSION_TTL_SECONDS})` })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return tokens.sign({ userId: user.id, sessionId: row.id, tokenVersion: user.tokenVersion });
}

/** Ends this one session; other sessions of the user keep working. */
export async function endSession(db: Executor, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of the user except `keep` (when given); returns the new token version. */
export async function endOtherSessions(db: Executor, userId: string, keep?: string): Promise<number | undefined> {
  const [updated] = await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ tokenVersion: users.tokenVersion });
  await db
    .delete(sessions)
    .where(keep ? and(eq(sessions.userId, userId), ne(sessions.id, keep)) : eq(sessions.userId, userId));
  return updated?.tokenVersion;
}
