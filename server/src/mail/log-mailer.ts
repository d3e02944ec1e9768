import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, OutgoingMail } from './mailer.ts';

/** Used when no SMTP server is configured: the mail stays in mail_outbox (marked sent) and its link is logged. */
export function createLogMailer(logger: Pick<FastifyBaseLogger, 'info'>): Mailer {
  return {
    async send({ id, to, subject, link }: OutgoingMail) {
      logger.info({ id, to, subject, link }, 'mail kept in mail_outbox, not sent (SMTP_URL not set)');
    },
    async close() {},
  };
}
