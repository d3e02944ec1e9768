import { describe, expect, it } from 'vitest';
import { layoutMail, localDigits, mailSubject, paragraphs } from './layout.ts';

describe('the mail layout', () => {
  const block = {
    lang: 'en' as const,
    siteName: true,
    heading: 'Tom & <Jerry>',
    body: paragraphs('First line\nSecond "line"'),
    action: { label: 'Open', href: 'https://portal.test/a?x=1&y=2' },
    footer: "Why you get it's this",
    footerLinks: [{ label: 'Unsubscribe', href: 'https://portal.test/u' }],
  };

  it('frames text: portal name, heading, body, action, then the footer after the signature rule', () => {
    const { text } = layoutMail([block]);
    expect(text).toBe(
      'Gandaki Province Job Portal\n\nTom & <Jerry>\n\nFirst line\nSecond "line"\n\n' +
        "Open: https://portal.test/a?x=1&y=2\n\n-- \nWhy you get it's this\nUnsubscribe: https://portal.test/u\n",
    );
  });

  it('escapes every text in the HTML and marks each block with its language', () => {
    const { html } = layoutMail([block, { ...block, lang: 'ne', siteName: false, footerLinks: [] }]);
    expect(html.startsWith('<!doctype html><html lang="en">')).toBe(true);
    expect(html).toContain('<h2>Tom &amp; &lt;Jerry&gt;</h2><p>First line</p><p>Second &quot;line&quot;</p>');
    expect(html).toContain('<a href="https://portal.test/a?x=1&amp;y=2">Open</a>');
    expect(html).toContain('Why you get it&#39;s this<br><a href="https://portal.test/u">Unsubscribe</a>');
    expect(html).toContain('</div><hr><div lang="ne">');
    expect(html.match(/Gandaki Province Job Portal/g)).toHaveLength(1);
  });

  it('names the portal in the subject and writes Nepali numbers in Devanagari', () => {
    expect(mailSubject('२ नयाँ आवेदन', 'ne')).toBe('२ नयाँ आवेदन – गण्डकी प्रदेश रोजगार पोर्टल');
    expect(localDigits('2026-05-01', 'ne')).toBe('२०२६-०५-०१');
    expect(localDigits('2026-05-01', 'en')).toBe('2026-05-01');
  });
});
