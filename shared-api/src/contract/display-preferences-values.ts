import type { DisplayPreferences } from './display-preferences.ts';

/** The calendars a date can be shown in first: by language ('auto'), Bikram Sambat ('bs') or Gregorian ('ad'). */
export const CALENDAR_FIRSTS = ['auto', 'bs', 'ad'] as const;

export const DEFAULT_DISPLAY_PREFERENCES: DisplayPreferences = { calendarFirst: 'auto', showSecondCalendar: true };

/**
 * A stored value as display preferences when it is exactly what displayPreferencesSchema (a strict object) accepts,
 * else null: the browser reads its stored choice with this on every page, without loading zod (a unit test holds
 * it to the schema).
 */
export function readDisplayPreferences(value: unknown): DisplayPreferences | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { calendarFirst, showSecondCalendar, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length > 0 || typeof showSecondCalendar !== 'boolean') return null;
  if (!(CALENDAR_FIRSTS as readonly unknown[]).includes(calendarFirst)) return null;
  return { calendarFirst: calendarFirst as DisplayPreferences['calendarFirst'], showSecondCalendar };
}
