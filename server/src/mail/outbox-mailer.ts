import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import type { Mail, Mailer } from './mailer.ts';

/** Used when no SMTP server is configured: mail is kept in a table and its link logged. */
export function createOutboxMailer(db: Db, logger: Pick<FastifyBaseLogger, 'info'>): Mailer {
  return {
    async send({ to, subject, text, html, link }: Mail) {
      await db.insert(mailOutbox).values({ to, subject, text, html });
      logger.info({ to, subject, link }, 'mail stored in mail_outbox (SMTP_URL not set)');
    },
    async close() {},
  };
}
