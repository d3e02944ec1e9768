import { isValid, parseISO } from 'date-fns';
import { type DisplayPreferences, groupDigits, kathmanduTime, kathmanduToday, type Language } from 'shared-api';
import { adToBs, BS_MONTHS_EN, BS_MONTHS_NE, type BsDate } from './calendar/bs-date.ts';
import { AD_MONTHS_EN, AD_MONTHS_NE, toDevanagariDigits } from './calendar/calendar-names.ts';
import { renderingCalendarPreference } from './calendar/calendar-preference.ts';
import { DAY_PATTERN, formatAd, MONTH_PATTERN, parseIsoDay } from './calendar/gregorian.ts';

export { AD_MONTHS_EN, AD_MONTHS_NE, toDevanagariDigits };

const localDigits = (text: string, language: Language) => (language === 'ne' ? toDevanagariDigits(text) : text);

/** A number with grouping, in Devanagari digits for Nepali (1,696 / १,६९६). */
export function formatNumber(value: number, language: Language): string {
  return localDigits(groupDigits(value), language);
}

/**
 * The API's dates (ISO 8601, date-fns' parseISO): a date-only value (yyyy-MM-dd) is a calendar day, not an instant,
 * read as local midnight so it never shifts a day in time zones west of UTC; anything else is an instant.
 */
export function parseDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : parseISO(value);
  return isValid(date) ? date : null;
}

/**
 * The calendar day (yyyy-MM-dd) a value names: a yyyy-MM-dd is that day; an instant is its day in Nepal
 * (Asia/Kathmandu, the portal's time zone, the one deadlines use) — the same on the server and in every
 * browser, so a server-rendered date hydrates unchanged wherever the reader is.
 */
function dayOf(value: string | Date): string | null {
  const date = parseDate(value);
  if (!date) return null;
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : kathmanduToday(date);
}

/** The BS day of a calendar day; null outside the BS table (the AD date then shows alone). */
function bsOf(day: string): BsDate | null {
  try {
    return adToBs(day);
  } catch {
    return null;
  }
}

const bsMonthName = (bs: BsDate, language: Language) => (language === 'ne' ? BS_MONTHS_NE : BS_MONTHS_EN)[bs.month - 1];

/** A BS day: '२०८३ मङ्सिर ६' in Nepali (year month day), '6 Mangsir 2083' in English. */
export function formatBsDay(bs: BsDate, language: Language): string {
  const [year, day] = [localDigits(String(bs.year), language), localDigits(String(bs.day), language)];
  return language === 'ne'
    ? `${year} ${bsMonthName(bs, language)} ${day}`
    : `${day} ${bsMonthName(bs, language)} ${year}`;
}

/** A BS month: '२०८३ मङ्सिर' in Nepali, 'Mangsir 2083' in English. */
export function formatBsMonth(bs: BsDate, language: Language): string {
  const year = localDigits(String(bs.year), language);
  return language === 'ne' ? `${year} ${bsMonthName(bs, language)}` : `${bsMonthName(bs, language)} ${year}`;
}

/** Whether BS comes first: the user's choice, else BS in Nepali and AD in English. */
export function bsFirst(language: Language, preference: DisplayPreferences): boolean {
  return preference.calendarFirst === 'auto' ? language === 'ne' : preference.calendarFirst === 'bs';
}

function bothCalendars(ad: string, bs: string | null, language: Language, preference: DisplayPreferences): string {
  if (!bs) return ad;
  const [first, second] = bsFirst(language, preference) ? [bs, ad] : [ad, bs];
  return preference.showSecondCalendar ? `${first} · ${second}` : first;
}

/**
 * A day in both calendars, in the order of the preference (by default the page's: BS first in
 * Nepali, AD first in English) — 'Nov 22, 2026 · 6 Mangsir 2083', '२०८३ मङ्सिर ६ · नोभेम्बर २२, २०२६' — or
 * only the first when the preference hides the second. AD alone is 'MMM d, yyyy' (spec section 9). An instant
 * is its day in Nepal (dayOf). Empty for a missing or bad date. Without a preference: the one the current
 * render sees (calendar-preference.ts).
 */
export function formatDate(
  value: string | Date | null | undefined,
  language: Language,
  preference: DisplayPreferences = renderingCalendarPreference(),
): string {
  const day = value ? dayOf(value) : null;
  const date = day ? parseIsoDay(day) : null;
  if (!day || !date) return '';
  const bs = bsOf(day);
  return bothCalendars(formatAd(date, DAY_PATTERN, language), bs && formatBsDay(bs, language), language, preference);
}

/** An instant as its day (formatDate) and its time in Nepal, 'HH:mm' (audit log): 'Nov 22, 2026 · 6 Mangsir 2083, 14:05'. */
export function formatDateTime(
  value: string | Date | null | undefined,
  language: Language,
  preference: DisplayPreferences = renderingCalendarPreference(),
): string {
  const date = value ? parseDate(value) : null;
  if (!date) return '';
  return `${formatDate(date, language, preference)}, ${localDigits(kathmanduTime(date), language)}`;
}

/**
 * "Jan 2016 – Mar 2020" for a finished entry, "Jan 2016 – Present" for a current job only, and just "Jan 2016" for
 * an entry with no end (an education without an end date is not ongoing: the seeker's own profile shows it the
 * same way).
 */
export function formatPeriod(
  start: string,
  end: string | null,
  language: Language,
  current: { present: boolean; label: string } | null = null,
): string {
  const from = formatMonth(start, language);
  if (current?.present) return `${from} – ${current.label}`;
  return end ? `${from} – ${formatMonth(end, language)}` : from;
}

/**
 * A month (experience and education): AD 'MMM yyyy' with the BS month of the SAME stored day beside it
 * ('Aug 2024 · Shrawan 2081' for 2024-08-01). The stored value is a day (the pickers store one), so its BS
 * month is exact rather than a guess at which of the two BS months an AD month "mostly" covers.
 */
export function formatMonth(
  value: string | Date | null | undefined,
  language: Language,
  preference: DisplayPreferences = renderingCalendarPreference(),
): string {
  const day = value ? dayOf(value) : null;
  const date = day ? parseIsoDay(day) : null;
  if (!day || !date) return '';
  const bs = bsOf(day);
  return bothCalendars(
    formatAd(date, MONTH_PATTERN, language),
    bs && formatBsMonth(bs, language),
    language,
    preference,
  );
}
