import { useMutation } from '@tanstack/react-query';
import type { ContactMessage } from 'shared-api';

/** How long the simulated submission takes (spec section 9); nothing is sent anywhere. */
export const CONTACT_SUBMIT_MS = 1000;

export const EMPTY_MESSAGE: ContactMessage = { name: '', email: '', subject: '', message: '' };

/** "Sends" a contact message: there is no endpoint for it, the submission only takes about a second (spec section 9). */
export function useSendMessage() {
  return useMutation({
    mutationFn: (_message: ContactMessage) =>
      new Promise<void>((resolve) => {
        setTimeout(resolve, CONTACT_SUBMIT_MS);
      }),
  });
}
