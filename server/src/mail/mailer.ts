export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action link inside, logged by the outbox mailer so a mail-less install can still use it. */
  link?: string;
};

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): Promise<void>;
}
