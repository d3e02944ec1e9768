import { jwtVerify, SignJWT } from 'jose';

export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

/** `sessionId` names the sessions row the token belongs to; logout deletes that row. */
export type SessionClaims = { userId: string; sessionId: string; tokenVersion: number };

export type SessionTokens = {
  sign: (claims: SessionClaims) => Promise<string>;
  /** Undefined for anything that is not a valid, unexpired token of ours. */
  verify: (token: string) => Promise<SessionClaims | undefined>;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

export function createSessionTokens(secret: string): SessionTokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign: ({ userId, sessionId, tokenVersion }) =>
      new SignJWT({ tv: tokenVersion, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(`${SESSION_TTL_SECONDS}s`)
        .sign(key),
    verify: async (token) => {
      try {
        // requiredClaims: a signed token without exp would otherwise never expire.
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] });
        // Claims reach a uuid column: anything else must be a 401 here, not a database error later.
        if (!isUuid(payload.sub) || !isUuid(payload.sid)) return undefined;
        if (typeof payload.tv !== 'number' || !Number.isSafeInteger(payload.tv)) return undefined;
        return { userId: payload.sub, sessionId: payload.sid, tokenVersion: payload.tv };
      } catch {
        return undefined;
      }
    },
  };
}
