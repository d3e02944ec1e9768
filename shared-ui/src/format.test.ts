import { describe, expect, it } from 'vitest';
import { formatDate, formatMonth, formatNumber, parseDate, toDevanagariDigits } from './format.ts';

describe('formatDate', () => {
  it("formats 'MMM d, yyyy' in English", () => {
    expect(formatDate('2026-03-05', 'en')).toBe('Mar 5, 2026');
    expect(formatDate(new Date(2025, 11, 31), 'en')).toBe('Dec 31, 2025');
  });

  it('uses Nepali month names and Devanagari digits in Nepali', () => {
    expect(formatDate('2026-03-05', 'ne')).toBe('मार्च ५, २०२६');
    expect(formatDate('2025-12-31', 'ne')).toBe('डिसेम्बर ३१, २०२५');
  });

  it('keeps a date-only value on its calendar day', () => {
    expect(parseDate('2026-01-01')?.getDate()).toBe(1);
  });

  it('formats an ISO instant in local time', () => {
    const instant = new Date(2026, 6, 14, 10, 30).toISOString();
    expect(formatDate(instant, 'en')).toBe('Jul 14, 2026');
  });

  it('gives an empty string for missing or bad dates', () => {
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate('not a date', 'ne')).toBe('');
  });
});

describe('formatMonth', () => {
  it("formats 'MMM yyyy' in both languages", () => {
    expect(formatMonth('2024-08-20', 'en')).toBe('Aug 2024');
    expect(formatMonth('2024-08-20', 'ne')).toBe('अगस्ट २०२४');
  });
});

describe('formatNumber', () => {
  it('groups digits and uses Devanagari digits in Nepali', () => {
    expect(formatNumber(1696, 'en')).toBe('1,696');
    expect(formatNumber(1696, 'ne')).toBe('१,६९६');
  });
});

describe('toDevanagariDigits', () => {
  it('maps every Western digit and leaves the rest alone', () => {
    expect(toDevanagariDigits('0123456789 - 3 + 20')).toBe('०१२३४५६७८९ - ३ + २०');
  });
});
