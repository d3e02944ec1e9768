const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML or XML text and attribute values: the five characters that could end or open markup, escaped. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/**
 * Whether XML 1.0 admits a character in any form, escaped or not: not the C0 controls other than tab, line feed and
 * carriage return, nor a lone surrogate, U+FFFE or U+FFFF. Input is refused with them (text-guard.ts); this keeps a feed well-formed
 * whatever a row holds.
 */
const isXmlChar = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  if (code < 0x20) return code === 0x09 || code === 0x0a || code === 0x0d;
  return (code < 0xd800 || code > 0xdfff) && code !== 0xfffe && code !== 0xffff;
};

/**
 * Text as XML text and attribute values: escaped as escapeHtml does, the characters XML cannot hold left out (the
 * string is walked by code point, so a surrogate pair is one character and a lone surrogate is dropped).
 */
export const escapeXml = (text: string) => escapeHtml([...text].filter(isXmlChar).join(''));
