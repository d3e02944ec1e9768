import { useMutation } from '@tanstack/react-query';
import type { RegisterOptions } from 'react-hook-form';
import { issueToken } from 'shared-ui';

/** How long the simulated submission takes (spec section 9); nothing is sent anywhere. */
export const CONTACT_SUBMIT_MS = 1000;

/** The contact form (spec section 3). */
export type ContactMessage = { name: string; email: string; subject: string; message: string };

export const EMPTY_MESSAGE: ContactMessage = { name: '', email: '', subject: '', message: '' };

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// The kit's generic validation tokens: the field shows them in the chosen language (common:validation.*).
const REQUIRED = issueToken({ code: 'too_small', origin: 'string', minimum: 1 });
const NOT_AN_EMAIL = issueToken({ code: 'invalid_format', format: 'email' });

/**
 * The contact form's rules (spec section 5: all four fields required, the email email-shaped). The contract has
 * no schema for this form, because nothing is sent to the server, so the rules are react-hook-form's own.
 */
export const CONTACT_RULES = {
  required: { validate: (value: string) => value.trim() !== '' || REQUIRED },
  email: {
    validate: (value: string) => {
      const email = value.trim();
      if (email === '') return REQUIRED;
      return EMAIL_SHAPE.test(email) || NOT_AN_EMAIL;
    },
  },
} satisfies Record<string, RegisterOptions>;

/** "Sends" a contact message: there is no endpoint for it, the submission only takes about a second (spec section 9). */
export function useSendMessage() {
  return useMutation({
    mutationFn: (_message: ContactMessage) =>
      new Promise<void>((resolve) => {
        setTimeout(resolve, CONTACT_SUBMIT_MS);
      }),
  });
}
