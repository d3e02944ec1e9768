import { z } from 'zod';
import { CALENDAR_FIRSTS } from './display-preferences-values.ts';
import type { ApiRoute } from './route.ts';

/**
 * How dates are shown (docs/decisions/two-calendars.md): which calendar comes first — Bikram Sambat ('bs'), Gregorian ('ad') or by
 * language ('auto': BS first in Nepali, AD first in English) — and whether the other one is shown beside it.
 */
export const calendarFirstSchema = z.enum(CALENDAR_FIRSTS);
export type CalendarFirst = z.infer<typeof calendarFirstSchema>;

export const displayPreferencesSchema = z.strictObject({
  calendarFirst: calendarFirstSchema,
  showSecondCalendar: z.boolean(),
});
export type DisplayPreferences = z.infer<typeof displayPreferencesSchema>;

/** The signed-in user's display preferences (any role); a visitor keeps them in the browser only. */
export const displayPreferencesContract = {
  get: { method: 'GET', path: '/users/me/display-preferences', response: displayPreferencesSchema },
  update: {
    method: 'PUT',
    path: '/users/me/display-preferences',
    body: displayPreferencesSchema,
    response: displayPreferencesSchema,
  },
} as const satisfies Record<string, ApiRoute>;
