import { describe, expect, it } from 'vitest';
import { adDaysInMonth, DAY_PATTERN, formatAd, isoDayOf, MONTH_PATTERN, parseIsoDay } from './gregorian.ts';

describe('Gregorian dates through date-fns', () => {
  it('reads a yyyy-MM-dd day as that local day, and nothing else as a day', () => {
    const day = parseIsoDay('2026-03-05');
    expect([day?.getFullYear(), day?.getMonth(), day?.getDate(), day?.getHours()]).toEqual([2026, 2, 5, 0]);
    expect(parseIsoDay('2026-02-30')).toBeNull();
    expect(parseIsoDay('2026-3-5')).toBeNull();
    expect(parseIsoDay('2026-03-05T10:00:00Z')).toBeNull();
    expect(parseIsoDay('')).toBeNull();
  });

  it("writes the spec's day and month patterns in English and in Nepali (month names, Devanagari digits)", () => {
    const day = new Date(2026, 10, 22);
    expect(formatAd(day, DAY_PATTERN, 'en')).toBe('Nov 22, 2026');
    expect(formatAd(day, MONTH_PATTERN, 'en')).toBe('Nov 2026');
    expect(formatAd(day, DAY_PATTERN, 'ne')).toBe('नोभेम्बर २२, २०२६');
    expect(formatAd(new Date(2024, 7, 1), MONTH_PATTERN, 'ne')).toBe('अगस्ट २०२४');
  });

  it('makes form values (yyyy-MM-dd) and knows the length of each month, leap years included', () => {
    expect(isoDayOf(2026, 1, 9)).toBe('2026-01-09');
    expect(isoDayOf(2026, 12, 31)).toBe('2026-12-31');
    expect(adDaysInMonth(2024, 2)).toBe(29);
    expect(adDaysInMonth(2026, 2)).toBe(28);
    expect(adDaysInMonth(2026, 4)).toBe(30);
    expect(adDaysInMonth(2026, 12)).toBe(31);
  });
});
