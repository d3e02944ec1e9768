import { useCallback, useState } from 'react';
import { Alert } from 'shared-ui';

export type FlashMessage = { tone: 'success' | 'error'; text: string } | null;

/** One message line per screen: the outcome of the last action (success or failure). */
export function useFlash() {
  const [flash, setFlash] = useState<FlashMessage>(null);
  const success = useCallback((text: string) => setFlash({ tone: 'success', text }), []);
  const failure = useCallback((text: string) => setFlash({ tone: 'error', text }), []);
  const clear = useCallback(() => setFlash(null), []);
  return { flash, success, failure, clear };
}

export function Flash({ flash }: { flash: FlashMessage }) {
  if (!flash) return null;
  return (
    <Alert tone={flash.tone} testId="admin-flash">
      {flash.text}
    </Alert>
  );
}
