import nodemailer, { type TransportOptions } from 'nodemailer';
import type { DkimSettings } from '../config.ts';
import { type Mailer, MESSAGE_ID_HEADER, type OutgoingMail } from './mailer.ts';

/**
 * `messageIdDomain`: the right side of each Message-ID (`<outbox id@domain>`), e.g. the portal's host name.
 * `dkim`: every message is signed with it (nodemailer's signer, relaxed/relaxed, rsa-sha256).
 */
export function createSmtpMailer(smtpUrl: string, from: string, messageIdDomain: string, dkim?: DkimSettings): Mailer {
  const plain = new URL(smtpUrl).protocol === 'smtp:';
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    // A hung server must not hold a worker (and its row lock) for nodemailer's 10-minute default.
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
    // smtp:// means a plain connection (e.g. a loopback relay); smtps:// keeps TLS.
    ...(plain ? { secure: false, ignoreTLS: true } : {}),
    ...(dkim ? { dkim } : {}),
  } as TransportOptions);
  return {
    async send({ id, to, subject, text, html, headers, attachments }: OutgoingMail) {
      await transport.sendMail({
        from,
        to,
        subject,
        text,
        html,
        attachments: attachments?.map(({ filename, contentType, content }) => ({ filename, contentType, content })),
        messageId: `<${id}@${messageIdDomain}>`,
        // Every message is machine-sent (RFC 3834): auto-responders and vacation replies stay quiet.
        headers: { ...headers, 'Auto-Submitted': 'auto-generated', [MESSAGE_ID_HEADER]: id },
      });
    },
    async close() {
      transport.close();
    },
  };
}
