import { toDevanagariDigits } from 'shared-ui/calendar';
import { escapeHtml } from '../http/escape-html.ts';
import { SITE_NAME } from '../modules/seo/site-identity.ts';

export type MailLanguage = keyof typeof SITE_NAME;

/** A part of a mail in both its forms: plain text, and HTML whose text is already escaped. */
export type MailText = { text: string; html: string };

/** One language's part of a mail: heading, body, the one action, and the small print. */
export type MailBlock = {
  lang: MailLanguage;
  /** The portal's name above the heading (a mail in one language; a bilingual mail names it in the subject). */
  siteName: boolean;
  heading: string;
  body: MailText;
  action?: MailLink;
  /** Why the reader gets this mail (plain text), and the links that change it (unsubscribe, settings). */
  footer: string;
  footerLinks?: MailLink[];
};

export type MailLink = { label: string; href: string };

/** Plain text as a mail part: each line its own paragraph in HTML. */
export function paragraphs(text: string): MailText {
  const html = text
    .split('\n')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
  return { text, html };
}

/** Numbers in a Nepali mail are written in Devanagari digits. */
export const localDigits = (text: string, lang: MailLanguage) => (lang === 'ne' ? toDevanagariDigits(text) : text);

/** A subject names the portal after the mail's own words: `Verify your email – Gandaki Province Job Portal`. */
export const mailSubject = (subject: string, lang: MailLanguage) => `${subject} – ${SITE_NAME[lang]}`;

const linkText = (link: MailLink) => `${link.label}: ${link.href}`;
const linkHtml = (link: MailLink) => `<a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`;

function blockText(block: MailBlock): string {
  return [
    ...(block.siteName ? [SITE_NAME[block.lang]] : []),
    block.heading,
    block.body.text,
    ...(block.action ? [linkText(block.action)] : []),
    `-- \n${[block.footer, ...(block.footerLinks ?? []).map(linkText)].join('\n')}`,
  ].join('\n\n');
}

function blockHtml(block: MailBlock): string {
  const site = block.siteName ? `<p style="color:#666">${escapeHtml(SITE_NAME[block.lang])}</p>` : '';
  const action = block.action ? `<p>${linkHtml(block.action)}</p>` : '';
  const footer = [escapeHtml(block.footer), ...(block.footerLinks ?? []).map(linkHtml)].join('<br>');
  return (
    `<div lang="${block.lang}">${site}<h2>${escapeHtml(block.heading)}</h2>${block.body.html}${action}` +
    `<p style="color:#666;font-size:small">${footer}</p></div>`
  );
}

/**
 * The frame of every mail the portal sends: its blocks (one per language, the reader's first) in plain text
 * and in HTML, separated by a rule.
 */
export function layoutMail(blocks: [MailBlock, ...MailBlock[]]): MailText {
  return {
    text: `${blocks.map(blockText).join('\n\n---\n\n')}\n`,
    html:
      `<!doctype html><html lang="${blocks[0].lang}"><body style="font-family:sans-serif">` +
      `${blocks.map(blockHtml).join('<hr>')}</body></html>`,
  };
}
