import nodemailer, { type TransportOptions } from 'nodemailer';
import type { Mail, Mailer } from './mailer.ts';

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const plain = new URL(smtpUrl).protocol === 'smtp:';
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    // smtp:// means a plain connection (e.g. a loopback relay); smtps:// keeps TLS.
    ...(plain ? { secure: false, ignoreTLS: true } : {}),
  } as TransportOptions);
  return {
    async send({ to, subject, text, html }: Mail) {
      await transport.sendMail({ from, to, subject, text, html });
    },
    async close() {
      transport.close();
    },
  };
}
