import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The double opt-in link's token (random) and what is stored of it (SHA-256). */
export function newConfirmToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashConfirmToken(token) };
}

export const hashConfirmToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The one-click unsubscribe token of an alert: an HMAC of its id under the server's secret, so every digest can
 * carry it without storing it, it works without logging in, and it names exactly one alert.
 */
export function unsubscribeToken(secret: string, alertId: string): string {
  return createHmac('sha256', secret).update(`job-alert-unsubscribe:${alertId}`).digest('base64url');
}

export function isUnsubscribeToken(secret: string, alertId: string, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(secret, alertId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
