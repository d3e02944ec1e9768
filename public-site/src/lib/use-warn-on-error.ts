import { useEffect } from 'react';

/**
 * Logs a failed load once per failure (spec section 7: a public list or job that cannot be loaded shows its empty
 * or not-found state, and the failure is only logged).
 */
export function useWarnOnError(error: unknown, what: string): void {
  useEffect(() => {
    if (error) console.warn(what, error);
  }, [error, what]);
}
