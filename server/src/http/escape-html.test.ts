import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeXml } from './escape-html.ts';

describe('escapeXml', () => {
  it('escapes as escapeHtml does and keeps Devanagari, tabs, newlines and characters beyond the BMP', () => {
    const text = `<a href="x">Tom & Jerry's</a>\tलेखापाल\r\n😀`;
    expect(escapeXml(text)).toBe(escapeHtml(text));
    expect(escapeXml(text)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;\tलेखापाल\r\n😀');
  });

  it('leaves out what XML 1.0 cannot hold: C0 controls, lone surrogates, U+FFFE and U+FFFF', () => {
    expect(escapeXml('a\u0000b\u0001c\u000bd\u001fe\ud800f\udc00g\ufffeh\uffffi')).toBe('abcdefghi');
  });
});
