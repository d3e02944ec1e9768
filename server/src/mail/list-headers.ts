/** The lists the portal mails people on, besides one-off account mail (verification, password reset). */
export type MailList = 'notifications' | 'job-alerts';

const LIST_NAMES: Record<MailList, string> = { notifications: 'Portal notifications', 'job-alerts': 'Job alerts' };

/**
 * Headers of a list mail: `List-Id` (RFC 2919) under the portal's own host, so filters and spam scoring see which
 * list a message belongs to, and, when the recipient can turn the mail off, RFC 8058 one-click unsubscribe.
 * `portalLink` is any link of the portal (its host names the list).
 */
export function listHeaders(list: MailList, portalLink: string, unsubscribeUrl?: string): Record<string, string> {
  const host = new URL(portalLink).hostname;
  return {
    'List-Id': `${LIST_NAMES[list]} <${list}.${host}>`,
    ...(unsubscribeUrl
      ? { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
      : {}),
  };
}
