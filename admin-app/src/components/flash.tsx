import { useCallback, useEffect, useRef, useState } from 'react';
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

/**
 * The message is scrolled into view when it appears: on a phone the action that caused it (a dialog's Save, a
 * button far down a list, where the closing dialog sends the focus back) may leave it off screen.
 */
export function Flash({ flash, testId = 'admin-flash' }: { flash: FlashMessage; testId?: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (flash) box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [flash]);
  if (!flash) return null;
  return (
    <div ref={box}>
      <Alert tone={flash.tone} testId={testId}>
        {flash.text}
      </Alert>
    </div>
  );
}
