import type { ContactMessage } from 'shared-api';
import { usePublicMutation } from '../../../lib/use-public-mutation.ts';

/** How long the simulated submission takes (spec section 9); nothing is sent anywhere. */
export const CONTACT_SUBMIT_MS = 1000;

export const EMPTY_MESSAGE: ContactMessage = { name: '', email: '', subject: '', message: '' };

/** "Sends" a contact message: there is no endpoint for it, the submission only takes about a second (spec section 9). */
export function useSendMessage() {
  return usePublicMutation(
    (_message: ContactMessage) =>
      new Promise<void>((resolve) => {
        setTimeout(resolve, CONTACT_SUBMIT_MS);
      }),
  );
}
