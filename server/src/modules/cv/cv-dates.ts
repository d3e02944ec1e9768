import type { CvLanguage, DisplayPreferences } from 'shared-api/contract';
import {
  adToBs,
  BS_MONTHS_EN,
  BS_MONTHS_NE,
  CalendarRangeError,
  formatAd,
  MONTH_PATTERN,
  parseIsoDay,
  toDevanagariDigits,
} from 'shared-ui/calendar';

/**
 * A month of the CV (a yyyy-MM-dd day of the profile) in one calendar, the one the seeker reads first
 * (docs/decisions/two-calendars.md: BS in Nepali and AD in English unless they chose otherwise): '२०७६ माघ',
 * 'Jan 2020'. A CV line has no room for both; a day outside the BS table shows in AD.
 */
export function cvMonth(
  day: string | null,
  language: CvLanguage,
  calendarFirst: DisplayPreferences['calendarFirst'],
): string {
  const date = day ? parseIsoDay(day) : null;
  if (!day || !date) return '';
  const bsFirst = calendarFirst === 'auto' ? language === 'ne' : calendarFirst === 'bs';
  if (bsFirst) {
    try {
      const bs = adToBs(day);
      return language === 'ne'
        ? toDevanagariDigits(`${bs.year} ${BS_MONTHS_NE[bs.month - 1]}`)
        : `${BS_MONTHS_EN[bs.month - 1]} ${bs.year}`;
    } catch (error) {
      if (!(error instanceof CalendarRangeError)) throw error;
    }
  }
  return formatAd(date, MONTH_PATTERN, language);
}
