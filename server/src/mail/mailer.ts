/** A text file sent with a mail (a calendar invitation: `text/calendar; method=REQUEST`). */
export type MailAttachment = { filename: string; contentType: string; content: string };

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action link inside, logged by the log mailer so a mail-less install can still use it. */
  link?: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
};

/** A mail as a transport sends it: `id` is its idempotency key (mail_outbox.id), the same on every attempt. */
export type OutgoingMail = Mail & { id: string };

/** A transport. Only the delivery worker calls it; everything else queues mail (src/mail/outbox.ts). */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

/** The header carrying the idempotency key: a receiver drops a second message with a key it has seen. */
export const MESSAGE_ID_HEADER = 'X-Portal-Message-Id';
