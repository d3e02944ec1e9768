import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { authMessages, type Role } from 'shared-api/contract';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import { forbidden, unauthorized } from '../errors.ts';
import type { UserRow } from '../modules/users/wire-user.ts';
import type { SessionTokens } from './session-tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireRole: the user re-loaded from the database for this request. */
    authUser: UserRow | null;
    /** Set by requireRole: the sessions row the request's token belongs to. */
    authSessionId: string | null;
  }
}

export type Guard = {
  /** preHandler allowing only these roles (every role when none given). */
  requireRole: (...roles: Role[]) => preHandlerAsyncHookHandler;
};

/** The user behind a request; only call inside a route guarded by requireRole. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.authUser) throw new Error('currentUser used on a route without requireRole');
  return request.authUser;
}

/** The session behind a request; only call inside a route guarded by requireRole. */
export function currentSessionId(request: FastifyRequest): string {
  if (!request.authSessionId) throw new Error('currentSessionId used on a route without requireRole');
  return request.authSessionId;
}

export function createGuard(db: Db, tokens: SessionTokens): Guard {
  const authenticate = async (request: FastifyRequest): Promise<{ user: UserRow; sessionId: string }> => {
    const header = request.headers.authorization;
    const match = header?.match(/^Bearer\s+(\S+)$/i);
    if (!match?.[1]) throw unauthorized(authMessages.loginRequired);
    const claims = await tokens.verify(match[1]);
    if (!claims) throw unauthorized(authMessages.sessionExpired);
    // One query: the user and their unexpired session row (logout deletes it).
    const [row] = await db
      .select({ user: users })
      .from(users)
      .innerJoin(
        sessions,
        and(eq(sessions.id, claims.sessionId), eq(sessions.userId, users.id), gt(sessions.expiresAt, sql`now()`)),
      )
      .where(eq(users.id, claims.userId));
    const user = row?.user;
    if (!user || user.tokenVersion !== claims.tokenVersion) throw unauthorized(authMessages.sessionExpired);
    // Deactivation ends sessions at once; the client clears its session on any 401 from /users/me.
    if (!user.isActive) throw unauthorized(authMessages.deactivated);
    return { user, sessionId: claims.sessionId };
  };
  return {
    requireRole:
      (...roles) =>
      async (request: FastifyRequest, _reply: FastifyReply) => {
        const { user, sessionId } = await authenticate(request);
        if (roles.length > 0 && !roles.includes(user.role)) throw forbidden(authMessages.forbidden);
        request.authUser = user;
        request.authSessionId = sessionId;
      },
  };
}
