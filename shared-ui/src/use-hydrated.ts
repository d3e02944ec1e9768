import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server's render and while the page hydrates, true from the render right after: markup that only
 * works before the page's scripts run (a native popover button) gives way to the scripted one without a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
