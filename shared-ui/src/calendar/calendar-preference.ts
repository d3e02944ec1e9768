import { createContext, useContext, useSyncExternalStore } from 'react';
import { DEFAULT_DISPLAY_PREFERENCES, type DisplayPreferences, readDisplayPreferences } from 'shared-api';
import { CALENDAR_COOKIE } from './calendar-cookie.ts';

export { CALENDAR_COOKIE, calendarPreferenceFromCookieHeader } from './calendar-cookie.ts';

/**
 * Which calendar dates show first and whether the other is shown (docs/decisions/two-calendars.md). One store for the page: a
 * visitor's choice is kept in localStorage (`portal.calendar`), a signed-in user's comes from the server
 * (useCalendarPreferenceSync) and is kept there too.
 *
 * Hydration: the server renders with RenderedCalendarPreference's value (the `portal_cal` cookie when the
 * page renderer provides it, else the default: calendar by language, both shown). useCalendarPreference gives
 * React that same value as the server snapshot — the browser provides what the page was rendered with — so a
 * hydrating page's first render matches the server's whatever is stored, and a different stored choice shows
 * in the re-render right after.
 */
export const CALENDAR_STORAGE_KEY = 'portal.calendar';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The preference a page was (or is being) rendered with on the server; null = the default. */
export const RenderedCalendarPreference = createContext<DisplayPreferences | null>(null);

/** The cookie's value: `<calendarFirst>.<1|0>` (e.g. `bs.0`). */
const cookieValue = (preference: DisplayPreferences) =>
  `${preference.calendarFirst}.${preference.showSecondCalendar ? 1 : 0}`;

function writeCookie(preference: DisplayPreferences): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed name and value; the Cookie Store API is not in every browser the portal serves.
  document.cookie = `${CALENDAR_COOKIE}=${cookieValue(preference)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

function readStored(): DisplayPreferences {
  try {
    const raw = globalThis.localStorage?.getItem(CALENDAR_STORAGE_KEY);
    return (raw ? readDisplayPreferences(JSON.parse(raw)) : null) ?? DEFAULT_DISPLAY_PREFERENCES;
  } catch {
    return DEFAULT_DISPLAY_PREFERENCES;
  }
}

let current: DisplayPreferences = readStored();
// A choice stored before the cookie existed reaches the server from the next page on.
if (current !== DEFAULT_DISPLAY_PREFERENCES) writeCookie(current);
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export function subscribeCalendarPreference(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** Another tab saved a choice. */
function onStorage(event: StorageEvent): void {
  if (event.key !== CALENDAR_STORAGE_KEY) return;
  current = readStored();
  notify();
}

export const getCalendarPreference = (): DisplayPreferences => current;

/** Applies a choice to the page now and keeps it in this browser. */
export function setCalendarPreference(preference: DisplayPreferences): void {
  if (
    current.calendarFirst === preference.calendarFirst &&
    current.showSecondCalendar === preference.showSecondCalendar
  ) {
    return;
  }
  current = { calendarFirst: preference.calendarFirst, showSecondCalendar: preference.showSecondCalendar };
  try {
    globalThis.localStorage?.setItem(CALENDAR_STORAGE_KEY, JSON.stringify(current));
  } catch {
    // storage full or blocked: the choice still holds for this page
  }
  writeCookie(current);
  notify();
}

/**
 * The preference as this render sees it (while hydrating: what the server rendered with). formatDate and
 * formatMonth read the value the latest render got, so a component that calls useLanguage (which calls this)
 * and formats dates in the same render re-renders on a change and formats with what it rendered with — every
 * caller does; pass the preference explicitly when formatting outside such a component.
 */
let rendering: DisplayPreferences = DEFAULT_DISPLAY_PREFERENCES;
export function useCalendarPreference(): DisplayPreferences {
  const rendered = useContext(RenderedCalendarPreference) ?? DEFAULT_DISPLAY_PREFERENCES;
  rendering = useSyncExternalStore(subscribeCalendarPreference, getCalendarPreference, () => rendered);
  return rendering;
}

/** What formatDate uses when it is not given a preference. */
export const renderingCalendarPreference = (): DisplayPreferences => rendering;
