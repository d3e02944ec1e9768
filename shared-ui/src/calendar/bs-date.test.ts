import bikramSambat from 'bikram-sambat';
import nepaliDatetime from 'nepali-datetime/dateConverter';
import { describe, expect, it } from 'vitest';
import {
  AD_MAX,
  AD_MIN,
  adToBs,
  BS_MAX_YEAR,
  BS_MIN_YEAR,
  type BsDate,
  bsDaysInMonth,
  bsToAd,
  CalendarRangeError,
} from './bs-date.ts';

const pad = (value: number) => String(value).padStart(2, '0');
const iso = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** Every day of the BS table, in order. */
function everyBsDay(): BsDate[] {
  const days: BsDate[] = [];
  for (let year = BS_MIN_YEAR; year <= BS_MAX_YEAR; year++) {
    for (let month = 1; month <= 12; month++) {
      for (let day = 1; day <= bsDaysInMonth(year, month); day++) days.push({ year, month, day });
    }
  }
  return days;
}

describe('BS <-> AD conversion (nepali-date-converter) against two independent libraries', () => {
  // nepali-datetime covers BS 2000-2099 (AD -> BS only from AD 1944), bikram-sambat BS 1970-2090: BS -> AD is
  // checked against both for the whole table, AD -> BS against both from AD 1944 and bikram-sambat before.
  it('covers BS 2000 to 2090', () => {
    expect([BS_MIN_YEAR, BS_MAX_YEAR]).toEqual([2000, 2090]);
    expect([nepaliDatetime.npMinYear(), nepaliDatetime.npMaxYear()]).toEqual([2000, 2099]);
    expect(nepaliDatetime.enMinYear()).toBe(1944);
    expect(() => bikramSambat.daysInMonth(2090, 12)).not.toThrow();
  });

  // All three agree on every day of BS 2000-2083. From BS 2084 on the calendar is a projection (the almanac
  // committee fixes month lengths a few years ahead) and the libraries differ: nepali-datetime matches ours for
  // 2084-2086, bikram-sambat for 2087-2090. Ours is never alone: on each day at least one other agrees.
  it('agrees on every day of BS 2000-2090, both ways: all three to 2083, two of three after', () => {
    const days = everyBsDay();
    expect(days.length).toBe(33_238);
    let previous = '';
    const alone: string[] = [];
    const split: Record<number, number> = {};
    for (const bs of days) {
      const ad = bsToAd(bs);
      if (key(adToBs(ad)) !== key(bs)) alone.push(`${key(bs)} -> ${ad} -> ${key(adToBs(ad))}`);
      // Consecutive BS days are consecutive AD days: no gap, no repeat.
      if (previous && ad !== dayAfter(previous)) alone.push(`${key(bs)} = ${ad} does not follow ${previous}`);
      previous = ad;
      const others = [viaNepaliDatetime(bs, ad), viaBikramSambat(bs, ad)];
      const agreeing = others.filter((other) => other.toAd === ad && other.toBs === key(bs)).length;
      if (agreeing === 0) alone.push(`${key(bs)} = ${ad}: ${JSON.stringify(others)}`);
      if (agreeing === 1) split[bs.year] = (split[bs.year] ?? 0) + 1;
    }
    expect(alone).toEqual([]);
    expect(split).toEqual({ 2084: 213, 2085: 92, 2086: 154, 2087: 153, 2088: 154, 2089: 31, 2090: 154 });
    expect([bsToAd(days[0]!), previous]).toEqual([AD_MIN, AD_MAX]);
    expect([AD_MIN, AD_MAX]).toEqual(['1943-04-14', '2034-04-13']); // 33,238 days: 91 years and 23 leap days
  }, 30_000);

  it('round-trips AD -> BS -> AD for every day of AD 1944-2033', () => {
    let count = 0;
    const wrong: string[] = [];
    for (let day = '1944-01-01'; day <= '2033-12-31'; day = dayAfter(day)) {
      if (bsToAd(adToBs(day)) !== day) wrong.push(day);
      count++;
    }
    expect(wrong).toEqual([]);
    expect(count).toBe(32_873);
  }, 30_000);

  it('knows the examples of the issue', () => {
    expect(adToBs('2026-11-22')).toEqual({ year: 2083, month: 8, day: 6 });
    expect(bsToAd({ year: 2083, month: 8, day: 6 })).toBe('2026-11-22');
    expect(adToBs('2026-04-14')).toEqual({ year: 2083, month: 1, day: 1 });
  });

  it('refuses dates outside the table or that do not exist, with a clear error', () => {
    expect(() => bsToAd({ year: 1999, month: 12, day: 1 })).toThrow(CalendarRangeError);
    expect(() => bsToAd({ year: 2091, month: 1, day: 1 })).toThrow(/covers BS 2000–2090/);
    expect(() => bsToAd({ year: 2083, month: 13, day: 1 })).toThrow(CalendarRangeError);
    expect(() => bsToAd({ year: 2083, month: 8, day: bsDaysInMonth(2083, 8) + 1 })).toThrow(/has \d\d days/);
    expect(() => bsToAd({ year: 2083, month: 8, day: 0 })).toThrow(CalendarRangeError);
    expect(() => adToBs(dayBefore(AD_MIN))).toThrow(/outside the BS table/);
    expect(() => adToBs(dayAfter(AD_MAX))).toThrow(CalendarRangeError);
    expect(() => adToBs('2026-02-30')).toThrow(/Not a calendar day/);
    expect(() => adToBs('yesterday')).toThrow(CalendarRangeError);
  });
});

const key = (bs: BsDate) => iso(bs.year, bs.month, bs.day);

/** The other library's answers for one day both ways ('' where it refuses the day). */
function viaNepaliDatetime(bs: BsDate, ad: string) {
  return {
    toAd: attempt(() => {
      const [y, m, d] = nepaliDatetime.nepaliToEnglish(bs.year, bs.month - 1, bs.day);
      return iso(y, m + 1, d);
    }),
    // It converts AD -> BS only from AD 1944 (enMinYear); the first 262 days of BS 2000 fall in AD 1943.
    toBs:
      ad < '1944-01-01'
        ? key(bs)
        : attempt(() => {
            const [y, m, d] = nepaliDatetime.englishToNepali(...toParts(ad));
            return iso(y, m + 1, d);
          }),
  };
}

function viaBikramSambat(bs: BsDate, ad: string) {
  return {
    toAd: attempt(() => {
      const day = bikramSambat.toGreg(bs.year, bs.month, bs.day);
      return iso(day.year, day.month, day.day);
    }),
    toBs: attempt(() => {
      const day = bikramSambat.toBik(ad);
      return iso(day.year, day.month, day.day);
    }),
  };
}

function attempt(convert: () => string): string {
  try {
    return convert();
  } catch {
    return '';
  }
}

function toParts(day: string): [number, number, number] {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return [y, m - 1, d];
}

function shift(day: string, by: number): string {
  const [y, m, d] = toParts(day);
  return new Date(Date.UTC(y, m, d + by)).toISOString().slice(0, 10);
}
const dayAfter = (day: string) => shift(day, 1);
const dayBefore = (day: string) => shift(day, -1);
