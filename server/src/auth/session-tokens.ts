import { jwtVerify, SignJWT } from 'jose';

export const SESSION_TTL = '7d';

export type SessionClaims = { userId: string; tokenVersion: number };

export type SessionTokens = {
  sign: (claims: SessionClaims) => Promise<string>;
  /** Undefined for anything that is not a valid, unexpired token of ours. */
  verify: (token: string) => Promise<SessionClaims | undefined>;
};

export function createSessionTokens(secret: string): SessionTokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign: ({ userId, tokenVersion }) =>
      new SignJWT({ tv: tokenVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(SESSION_TTL)
        .sign(key),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number') return undefined;
        return { userId: payload.sub, tokenVersion: payload.tv };
      } catch {
        return undefined;
      }
    },
  };
}
