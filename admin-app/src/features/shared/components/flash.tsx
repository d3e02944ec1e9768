import { useCallback, useState } from 'react';
import { Alert } from 'shared-ui';

export type FlashMessage = { tone: 'success' | 'error'; text: string } | null;
export type Notify = { success: (text: string) => void; failure: (text: string) => void; clear: () => void };

/** One message line per screen: the outcome of the last action (success or failure). */
export function useFlash(): Notify & { flash: FlashMessage } {
  const [flash, setFlash] = useState<FlashMessage>(null);
  const success = useCallback((text: string) => setFlash({ tone: 'success', text }), []);
  const failure = useCallback((text: string) => setFlash({ tone: 'error', text }), []);
  const clear = useCallback(() => setFlash(null), []);
  return { flash, success, failure, clear };
}

export function Flash({ flash, testId = 'admin-flash' }: { flash: FlashMessage; testId?: string }) {
  if (!flash) return null;
  return (
    <Alert tone={flash.tone} testId={testId}>
      {flash.text}
    </Alert>
  );
}
