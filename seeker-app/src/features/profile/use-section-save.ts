import { useState } from 'react';
import { serverMessage } from 'shared-ui';
import { useSectionStatus } from './section-status.ts';

/**
 * The busy flag and message every profile save shares, so each section only says what it sends.
 * Anything that should happen only on success (closing a form, showing the stored value) goes in `action`.
 */
export function useSectionSave() {
  const status = useSectionStatus();
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<unknown>, success: string, fallback: string): Promise<void> {
    setBusy(true);
    status.clear();
    try {
      await action();
      status.success(success);
    } catch (error) {
      status.failure(serverMessage(error, fallback));
    } finally {
      setBusy(false);
    }
  }

  return { status, busy, run };
}
