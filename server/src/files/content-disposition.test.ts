import { describe, expect, it } from 'vitest';
import { safeFileName } from './file-name.ts';
import { contentDisposition } from './send-file.ts';

/** The filename* value of a Content-Disposition header, decoded (what a browser saves the file as). */
const savedAs = (header: string) => decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(header)?.[1] ?? '');

describe('file names with Devanagari vowel signs and viramas', () => {
  it('are stored whole (letters and combining marks kept)', () => {
    expect(safeFileName('राम बहादुर थापा.pdf', 'pdf')).toBe('राम बहादुर थापा.pdf');
    expect(safeFileName('श्रीकृष्ण-प्रसाद.docx', 'docx')).toBe('श्रीकृष्ण-प्रसाद.docx');
  });

  it('are sent as RFC 5987 filename* (UTF-8, percent-encoded) with a plain ASCII fallback', () => {
    const header = contentDisposition('attachment', 'राम-बहादुर-थापा.pdf');
    expect(header.startsWith('attachment; filename="')).toBe(true);
    const fallback = /filename="([^"]*)"/.exec(header)?.[1] ?? '';
    expect(fallback).toMatch(/^[\x20-\x7e]+\.pdf$/);
    expect(savedAs(header)).toBe('राम-बहादुर-थापा.pdf');
    // Decomposed input is sent composed (NFC), so the saved name matches what was stored.
    expect(savedAs(contentDisposition('inline', 'Jose\u0301.pdf'))).toBe('José.pdf');
  });
});
