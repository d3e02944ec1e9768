import { useCallback, useSyncExternalStore } from 'react';

const matchMediaOf = (query: string) =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;

/**
 * Whether a CSS media query matches now; follows changes (window resize, OS motion setting). False on the
 * server and while hydrating a server-rendered page (the same markup), the real answer right after.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = matchMediaOf(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matchMediaOf(query)?.matches ?? false,
    () => false,
  );
}
