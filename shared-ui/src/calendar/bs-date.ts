import NepaliDateImport, { dateConfigMap } from 'nepali-date-converter';
import { parseIsoDay } from './gregorian.ts';

/**
 * Bikram Sambat (BS) <-> Gregorian (AD) conversion, the ONE place the portal converts. The table is
 * `nepali-date-converter`'s (BS 2000-01-01 .. 2090-12-30), cross-checked day by day against two other
 * libraries in bs-date.test.ts. Months here are 1-based (Baisakh = 1); the library's are 0-based.
 */
// Bundlers give the ES build's default export (the class); Node's CJS interop (the server renders shared-ui
// under tsx) gives the UMD module object, whose `default` is the class.
const NepaliDate: typeof NepaliDateImport =
  (NepaliDateImport as unknown as { default?: typeof NepaliDateImport }).default ?? NepaliDateImport;

export type BsDate = { year: number; month: number; day: number };

export const BS_MONTHS_EN = [
  'Baisakh',
  'Jestha',
  'Asar',
  'Shrawan',
  'Bhadra',
  'Asoj',
  'Kartik',
  'Mangsir',
  'Poush',
  'Magh',
  'Falgun',
  'Chaitra',
] as const;
export const BS_MONTHS_NE = [
  'वैशाख',
  'जेठ',
  'असार',
  'साउन',
  'भदौ',
  'असोज',
  'कात्तिक',
  'मङ्सिर',
  'पुस',
  'माघ',
  'फागुन',
  'चैत',
] as const;

const years = Object.keys(dateConfigMap).map(Number);
export const BS_MIN_YEAR = Math.min(...years);
export const BS_MAX_YEAR = Math.max(...years);

/** Thrown for a date the table does not cover (or that does not exist, e.g. Baisakh 32). */
export class CalendarRangeError extends RangeError {}

/** Days in a BS month (29-32), from the library's table. */
export function bsDaysInMonth(year: number, month: number): number {
  const row = Number.isInteger(year) ? dateConfigMap[String(year)] : undefined;
  const days = row && Number.isInteger(month) ? Object.values(row)[month - 1] : undefined;
  if (days === undefined) {
    throw new CalendarRangeError(`No BS month ${year}/${month}: the calendar covers BS ${BS_MIN_YEAR}–${BS_MAX_YEAR}.`);
  }
  return days;
}

const pad = (value: number) => String(value).padStart(2, '0');
const isoOf = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** BS -> AD as yyyy-MM-dd. Throws CalendarRangeError outside the table or for a day the month lacks. */
export function bsToAd(bs: BsDate): string {
  const days = bsDaysInMonth(bs.year, bs.month);
  if (!Number.isInteger(bs.day) || bs.day < 1 || bs.day > days) {
    throw new CalendarRangeError(`BS ${bs.year}/${bs.month} has ${days} days, not ${bs.day}.`);
  }
  const ad = new NepaliDate(bs.year, bs.month - 1, bs.day).getAD();
  return isoOf(ad.year, ad.month + 1, ad.date);
}

export const AD_MIN = bsToAd({ year: BS_MIN_YEAR, month: 1, day: 1 });
export const AD_MAX = bsToAd({ year: BS_MAX_YEAR, month: 12, day: bsDaysInMonth(BS_MAX_YEAR, 12) });

/** AD (yyyy-MM-dd) -> BS. Throws CalendarRangeError for a malformed day or one outside AD_MIN..AD_MAX. */
export function adToBs(iso: string): BsDate {
  const date = parseIsoDay(iso);
  if (!date) throw new CalendarRangeError(`Not a calendar day: ${iso}.`);
  if (iso < AD_MIN || iso > AD_MAX) {
    throw new CalendarRangeError(`AD ${iso} is outside the BS table (AD ${AD_MIN} – ${AD_MAX}).`);
  }
  const bs = new NepaliDate(date).getBS();
  return { year: bs.year, month: bs.month + 1, day: bs.date };
}
