import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
  /** The calendar parts (text/calendar: an interview's invitation), decoded. */
  calendars: { contentType: string; content: string }[];
  /** Top-level headers, names lower-case (e.g. `x-portal-message-id`, `list-unsubscribe`). */
  headers: Map<string, string>;
};

/**
 * Decides about each fully received message before the server answers: resolve to accept (250), throw to
 * refuse it (the sender sees a 4xx and must retry). `messages` only holds accepted ones; `received` all.
 */
export type MailboxOptions = { accept?: (mail: ReceivedMail) => void | Promise<void> };

export type Mailbox = {
  url: string;
  messages: ReceivedMail[];
  /** Every message whose data arrived, accepted or not (a sender killed mid-answer still delivered it). */
  received: ReceivedMail[];
  /** Resolves with the next mail to this address that arrived after `since` messages (waits up to 5 s). */
  waitFor: (to: string, options?: { after?: number }) => Promise<ReceivedMail>;
  countFor: (to: string) => number;
  close: () => Promise<void>;
};

/** A real SMTP server on loopback collecting what the app sends. */
export async function startMailbox(options: MailboxOptions = {}): Promise<Mailbox> {
  const messages: ReceivedMail[] = [];
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const mail = { ...parseMessage(raw), to, raw };
        received.push(mail);
        Promise.resolve()
          .then(() => options.accept?.(mail))
          .then(
            () => {
              messages.push(mail);
              callback();
            },
            (error: Error) => callback(Object.assign(new Error(error.message), { responseCode: 451 })),
          );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const forAddress = (to: string) => messages.filter((m) => m.to.includes(to.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    received,
    countFor: (to) => forAddress(to).length,
    async waitFor(to, { after = 0 } = {}) {
      const deadline = Date.now() + 5000;
      while (Date.now() < deadline) {
        const found = forAddress(to)[after];
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no mail #${after + 1} for ${to}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Pulls the `token` query parameter out of the first link to `pathname` in a mail. */
export function tokenFrom(mail: ReceivedMail, pathname: string): string {
  const match = mail.text.match(new RegExp(`https?://\\S+${pathname}\\?token=([A-Za-z0-9_-]+)`));
  if (!match?.[1]) throw new Error(`no ${pathname} link in mail: ${mail.text}`);
  return match[1];
}

// ---- a minimal MIME reader: enough for nodemailer's output ----

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.indexOf('\r\n\r\n');
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? '' : raw.slice(at + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding?.toLowerCase() === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_m, kind: string, text: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeBody(text.replace(/_/g, ' '), 'quoted-printable'),
  );
}

type Collected = { text: string; html: string; calendars: { contentType: string; content: string }[] };

function collectParts(raw: string, out: Collected): void {
  const { headers, body } = splitHead(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = type.match(/boundary="?([^";]+)"?/i)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      collectParts(part.replace(/^\r\n/, ''), out);
    }
    return;
  }
  const decoded = decodeBody(body, headers.get('content-transfer-encoding'));
  if (type.toLowerCase().startsWith('text/html')) out.html += decoded;
  else if (type.toLowerCase().startsWith('text/calendar')) out.calendars.push({ contentType: type, content: decoded });
  else out.text += decoded;
}

function parseMessage(raw: string): Omit<ReceivedMail, 'to' | 'raw'> {
  const out: Collected = { text: '', html: '', calendars: [] };
  collectParts(raw, out);
  const { headers } = splitHead(raw);
  return { subject: decodeWords(headers.get('subject') ?? ''), headers, ...out };
}
