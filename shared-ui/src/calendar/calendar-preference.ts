import { useSyncExternalStore } from 'react';
import { DEFAULT_DISPLAY_PREFERENCES, type DisplayPreferences, displayPreferencesSchema } from 'shared-api';

/**
 * Which calendar dates show first and whether the other is shown (issue 15). One store for the page: a
 * visitor's choice is kept in localStorage (`portal.calendar`), a signed-in user's comes from the server
 * (useCalendarPreferenceSync) and is kept there too.
 *
 * Hydration: the server renders the default (calendar by language, both shown). useCalendarPreference gives
 * React that same default as the server snapshot, so a hydrating page's first render matches the server's
 * whatever is stored, and the stored choice shows in the re-render right after.
 */
export const CALENDAR_STORAGE_KEY = 'portal.calendar';

function readStored(): DisplayPreferences {
  try {
    const raw = globalThis.localStorage?.getItem(CALENDAR_STORAGE_KEY);
    const parsed = raw ? displayPreferencesSchema.safeParse(JSON.parse(raw)) : null;
    return parsed?.success ? parsed.data : DEFAULT_DISPLAY_PREFERENCES;
  } catch {
    return DEFAULT_DISPLAY_PREFERENCES;
  }
}

let current: DisplayPreferences = readStored();
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
const getServerSnapshot = () => DEFAULT_DISPLAY_PREFERENCES;

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
  notify();
}

/**
 * The preference as this render sees it (the default while hydrating). formatDate/formatMonth read the value
 * the latest render got, so a component that calls useLanguage (which calls this) before formatting dates
 * re-renders on a change and formats with what it rendered with.
 */
let rendering: DisplayPreferences = getServerSnapshot();
export function useCalendarPreference(): DisplayPreferences {
  rendering = useSyncExternalStore(subscribeCalendarPreference, getCalendarPreference, getServerSnapshot);
  return rendering;
}

/** What formatDate uses when it is not given a preference. */
export const renderingCalendarPreference = (): DisplayPreferences => rendering;
