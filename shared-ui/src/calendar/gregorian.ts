import { format, getDaysInMonth, isValid, parseISO } from 'date-fns';
import { enUS, type Locale } from 'date-fns/locale';
import { AD_MONTHS_NE, toDevanagariDigits } from './calendar-names.ts';

/** The interface's languages (shared-api's Language; this module also runs in the server, which has no DOM). */
type Language = 'en' | 'ne';

/** The spec's patterns (section 9): a day, a month, and a day as forms and the API write it. */
export const DAY_PATTERN = 'MMM d, yyyy';
export const MONTH_PATTERN = 'MMM yyyy';
export const ISO_DAY_PATTERN = 'yyyy-MM-dd';

/**
 * date-fns' English locale with the Gregorian month names as Nepali writes them (नोभेम्बर, in full: Nepali has no
 * short forms). date-fns has no Nepali locale; the digits are Devanagari'd after formatting (formatAd).
 */
export const gregorianNepali: Locale = {
  ...enUS,
  code: 'ne',
  localize: { ...enUS.localize, month: (month: number) => AD_MONTHS_NE[month] ?? '' },
};

/** A date-only value (yyyy-MM-dd) as date-fns reads it (local midnight, so it never shifts a day); null if not a day. */
export function parseIsoDay(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = parseISO(value);
  return isValid(date) && format(date, ISO_DAY_PATTERN) === value ? date : null;
}

/** A Gregorian date in one of the patterns, in the language's month names and digits. */
export function formatAd(date: Date, pattern: string, language: Language): string {
  if (language === 'en') return format(date, pattern, { locale: enUS });
  return toDevanagariDigits(format(date, pattern, { locale: gregorianNepali }));
}

/** The ISO day (yyyy-MM-dd) of a Gregorian year, month (1-12) and day. */
export function isoDayOf(year: number, month: number, day: number): string {
  return format(new Date(year, month - 1, day), ISO_DAY_PATTERN);
}

/** Days in a Gregorian month (1-12). */
export function adDaysInMonth(year: number, month: number): number {
  return getDaysInMonth(new Date(year, month - 1, 1));
}
