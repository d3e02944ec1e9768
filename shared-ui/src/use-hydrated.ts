import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** The attribute the shell sets on `<html>` once the page is live in the browser (hydrated, or rendered there). */
export const PAGE_LIVE_ATTRIBUTE = 'data-hydrated';

/**
 * False in the server's render and while the page hydrates, true from the render right after: markup that only
 * works before the page's scripts run (a native popover button) gives way to the scripted one without a mismatch.
 * The render right after hydration is synchronous (React re-renders a store that differs from the server's at
 * once): call it in the smallest component that changes, not in a page.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

const pageLive = () => document.documentElement.hasAttribute(PAGE_LIVE_ATTRIBUTE);

/**
 * Whether the page was already live when this component mounted: true for a component mounted by a later render
 * (a client-side navigation, a list that grew), false on the server, while the page hydrates and in its first
 * browser render. Unlike useHydrated it never forces a render of its own: the shell marks the page live in an effect
 * that runs after its children's, so a component of the first render still reads false when React checks the value.
 */
export function usePageLive(): boolean {
  return useSyncExternalStore(noSubscription, pageLive, () => false);
}
