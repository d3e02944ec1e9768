import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { ENV, requiredEnv } from './e2e-env.ts';

export type ReceivedMail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The text/calendar parts (an interview's invitation). */
  calendars?: { contentType: string; content: string }[];
  receivedAt: string;
};

export function appendToMailbox(file: string, mail: ReceivedMail): void {
  appendFileSync(file, `${JSON.stringify(mail)}\n`);
}

function readMailbox(): ReceivedMail[] {
  const file = requiredEnv(ENV.mailbox);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ReceivedMail);
}

/** Polls the mailbox file until a mail to `to` whose subject matches arrives. */
export async function waitForMail(to: string, subject: RegExp = /./, timeoutMs = 15_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  const wanted = to.toLowerCase();
  while (Date.now() < deadline) {
    const found = readMailbox().findLast(
      (mail) => mail.to.some((address) => address.toLowerCase() === wanted) && subject.test(mail.subject),
    );
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${to} with subject ${subject} within ${timeoutMs} ms`);
}

/** The first link in a mail's text (the portal's mails carry exactly one action link). */
export function linkFrom(mail: ReceivedMail): string {
  const match = /https?:\/\/[^\s<>"]+/.exec(mail.text) ?? /https?:\/\/[^\s<>"]+/.exec(mail.html);
  if (!match) throw new Error(`No link in mail "${mail.subject}" to ${mail.to.join(', ')}`);
  return match[0].replace(/&amp;/g, '&');
}
