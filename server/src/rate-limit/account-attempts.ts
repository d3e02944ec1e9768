import { authMessages } from 'shared-api/contract';
import type { AppContext } from '../app-context.ts';
import { tooManyRequests } from '../errors.ts';
import { clearHits, countHit } from './hits.ts';

/** How long an account's failed-attempt count lives (and so the longest lock-out). */
export const ACCOUNT_WINDOW_MS = 15 * 60_000;

/**
 * Counts one password attempt on an account (`login:<email>`, `change-password:<userId>`) BEFORE the
 * password is checked, so past `RATE_LIMIT_ACCOUNT_MAX` attempts in the window the answer is a 429 with
 * Retry-After and no argon2 verify runs — from any IP, on any instance. A success clears the count.
 */
export async function takeAccountAttempt(ctx: AppContext, key: string): Promise<void> {
  const hit = await countHit(ctx.db, `account:${key}`, ACCOUNT_WINDOW_MS);
  if (hit.count > ctx.config.rateLimitAccountMax) {
    throw tooManyRequests(authMessages.tooManyAttempts, hit.ttlMs / 1000);
  }
}

export async function clearAccountAttempts(ctx: AppContext, key: string): Promise<void> {
  await clearHits(ctx.db, `account:${key}`);
}
