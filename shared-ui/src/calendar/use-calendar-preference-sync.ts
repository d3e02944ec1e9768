import { useEffect } from 'react';
import { call, displayPreferencesContract, useSession } from 'shared-api';
import { setCalendarPreference } from './calendar-preference.ts';

/**
 * A signed-in user's calendar preference follows them: on sign-in (and on a reload while signed in) the
 * server's choice is applied to the page and kept in this browser. Used once, by the shell.
 */
export function useCalendarPreferenceSync(): void {
  const userId = useSession((state) => state.user?.id ?? null);
  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    call(displayPreferencesContract.get, { signal: controller.signal }).then(setCalendarPreference, () => {
      // Offline or signed out meanwhile: the choice kept in this browser stays.
    });
    return () => controller.abort();
  }, [userId]);
}
