import { describe, expect, it } from 'vitest';
import {
  formatBsDay,
  formatBsMonth,
  formatDate,
  formatDateTime,
  formatMonth,
  formatNumber,
  parseDate,
  toDevanagariDigits,
} from './format.ts';

const BOTH_BY_LANGUAGE = { calendarFirst: 'auto', showSecondCalendar: true } as const;

describe('formatDate', () => {
  it('shows AD first with BS beside it in English', () => {
    expect(formatDate('2026-11-22', 'en')).toBe('Nov 22, 2026 · 6 Mangsir 2083');
    expect(formatDate('2026-03-05', 'en')).toBe('Mar 5, 2026 · 21 Falgun 2082');
    expect(formatDate(new Date('2025-12-31T06:00:00Z'), 'en')).toBe('Dec 31, 2025 · 16 Poush 2082');
  });

  it('shows BS first in Nepali month names and Devanagari digits, AD beside it', () => {
    expect(formatDate('2026-11-22', 'ne')).toBe('२०८३ मङ्सिर ६ · नोभेम्बर २२, २०२६');
    expect(formatDate('2026-04-14', 'ne')).toBe('२०८३ वैशाख १ · अप्रिल १४, २०२६');
  });

  it('follows the preference: which calendar first, and whether the second shows', () => {
    const day = '2026-11-22';
    expect(formatDate(day, 'en', { calendarFirst: 'bs', showSecondCalendar: true })).toBe(
      '6 Mangsir 2083 · Nov 22, 2026',
    );
    expect(formatDate(day, 'ne', { calendarFirst: 'ad', showSecondCalendar: true })).toBe(
      'नोभेम्बर २२, २०२६ · २०८३ मङ्सिर ६',
    );
    expect(formatDate(day, 'en', { calendarFirst: 'auto', showSecondCalendar: false })).toBe('Nov 22, 2026');
    expect(formatDate(day, 'ne', { calendarFirst: 'auto', showSecondCalendar: false })).toBe('२०८३ मङ्सिर ६');
    expect(formatDate(day, 'en', { calendarFirst: 'bs', showSecondCalendar: false })).toBe('6 Mangsir 2083');
    expect(formatDate(day, 'ne', { calendarFirst: 'ad', showSecondCalendar: false })).toBe('नोभेम्बर २२, २०२६');
  });

  it('shows AD alone outside the BS table', () => {
    expect(formatDate('1900-01-01', 'en', BOTH_BY_LANGUAGE)).toBe('Jan 1, 1900');
    expect(formatDate('2040-06-01', 'ne', BOTH_BY_LANGUAGE)).toBe('जुन १, २०४०');
  });

  it('keeps a date-only value on its calendar day', () => {
    expect(parseDate('2026-01-01')?.getDate()).toBe(1);
  });

  it('formats an instant as its day in Nepal (UTC+05:45), the same on the server and in any browser', () => {
    expect(formatDate('2026-07-14T10:30:00Z', 'en')).toBe('Jul 14, 2026 · 30 Asar 2083');
    expect(formatDate('2026-11-22T18:14:00Z', 'en')).toBe('Nov 22, 2026 · 6 Mangsir 2083');
    expect(formatDate('2026-11-22T18:15:00Z', 'en')).toBe('Nov 23, 2026 · 7 Mangsir 2083');
    expect(formatDate(new Date('2026-11-22T18:15:00Z'), 'ne')).toBe('२०८३ मङ्सिर ७ · नोभेम्बर २३, २०२६');
  });

  it('gives an instant with its Nepal time (audit log)', () => {
    expect(formatDateTime('2026-11-22T18:20:00Z', 'en')).toBe('Nov 23, 2026 · 7 Mangsir 2083, 00:05');
    expect(formatDateTime('2026-11-22T08:20:00Z', 'ne')).toBe('२०८३ मङ्सिर ६ · नोभेम्बर २२, २०२६, १४:०५');
    expect(formatDateTime(null, 'en')).toBe('');
  });

  it('gives an empty string for missing or bad dates', () => {
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate('not a date', 'ne')).toBe('');
  });
});

describe('formatMonth', () => {
  it('shows the BS month of the same day beside the AD month', () => {
    expect(formatMonth('2024-08-01', 'en')).toBe('Aug 2024 · Shrawan 2081');
    expect(formatMonth('2024-08-20', 'en')).toBe('Aug 2024 · Bhadra 2081');
    expect(formatMonth('2024-08-20', 'ne')).toBe('२०८१ भदौ · अगस्ट २०२४');
  });

  it('follows the preference', () => {
    expect(formatMonth('2024-08-20', 'en', { calendarFirst: 'bs', showSecondCalendar: false })).toBe('Bhadra 2081');
    expect(formatMonth('2024-08-20', 'ne', { calendarFirst: 'ad', showSecondCalendar: false })).toBe('अगस्ट २०२४');
  });
});

describe('BS parts', () => {
  it('formats a BS day and month in both languages', () => {
    const bs = { year: 2083, month: 8, day: 6 };
    expect([formatBsDay(bs, 'en'), formatBsDay(bs, 'ne')]).toEqual(['6 Mangsir 2083', '२०८३ मङ्सिर ६']);
    expect([formatBsMonth(bs, 'en'), formatBsMonth(bs, 'ne')]).toEqual(['Mangsir 2083', '२०८३ मङ्सिर']);
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
