import type { DisplayPreferences } from 'shared-api/contract';

/** The calendar choice as a cookie too (written with every change), for the server's page renderer. */
export const CALENDAR_COOKIE = 'portal_cal';

/** The preference named by a Cookie header, or null (absent or not a valid choice). */
export function calendarPreferenceFromCookieHeader(header: string | undefined): DisplayPreferences | null {
  const match = new RegExp(`(?:^|;\\s*)${CALENDAR_COOKIE}=(auto|bs|ad)\\.([01])(?:;|$)`).exec(header ?? '');
  return match
    ? { calendarFirst: match[1] as DisplayPreferences['calendarFirst'], showSecondCalendar: match[2] === '1' }
    : null;
}
