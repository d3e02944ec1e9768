import { useState } from 'react';

export type SectionMessage = { tone: 'success' | 'error'; text: string } | null;

/** The one message a profile section shows after its last action. */
export function useSectionStatus() {
  const [message, setMessage] = useState<SectionMessage>(null);
  return {
    message,
    success: (text: string) => setMessage({ tone: 'success', text }),
    failure: (text: string) => setMessage({ tone: 'error', text }),
    clear: () => setMessage(null),
  };
}
