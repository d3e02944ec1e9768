import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from 'shared-api/contract';

/** A key of its own, derived from the server secret, so an unsubscribe signature is never a session signature. */
const keyOf = (secret: string) => createHmac('sha256', secret).update('portal unsubscribe v1').digest();

const sign = (secret: string, payload: string) =>
  createHmac('sha256', keyOf(secret)).update(payload).digest().subarray(0, 16).toString('base64url');

/**
 * A token scoped to one user and one kind: `<user id hex><kind number>.<HMAC-SHA256, 128 bits>` (56 characters,
 * under the router's 100-character limit for a path part). Stateless (nothing stored), never expires (old
 * emails keep working), and turns off exactly that kind for that user.
 */
export function unsubscribeToken(secret: string, userId: string, kind: NotificationKind): string {
  return `${userId.replace(/-/g, '')}${NOTIFICATION_KINDS.indexOf(kind)}.${sign(secret, `${userId}:${kind}`)}`;
}

/** The user and kind of a genuine token; null for anything else. */
export function readUnsubscribeToken(secret: string, token: string): { userId: string; kind: NotificationKind } | null {
  const match = /^([0-9a-f]{32})([0-9])\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return null;
  const [, hex = '', index = '', signature = ''] = match;
  const kind = NOTIFICATION_KINDS[Number(index)];
  if (!kind) return null;
  const userId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const expected = Buffer.from(sign(secret, `${userId}:${kind}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { userId, kind };
}

export const unsubscribeUrl = (publicUrl: string, secret: string, userId: string, kind: NotificationKind) =>
  `${publicUrl}/api/unsubscribe/${unsubscribeToken(secret, userId, kind)}`;
