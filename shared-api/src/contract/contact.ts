import { z } from 'zod';

/** Bounds of the contact form's fields (spec section 3 leaves them open). */
export const CONTACT_LIMITS = { name: 200, email: 254, subject: 200, message: 5000 } as const;

const required = (max: number) => z.string().trim().min(1).max(max);

/**
 * The contact form (spec section 3: name, email, subject, message; all required, the email email-shaped). Nothing
 * is sent to the server (spec section 9 simulates the submission), so no route reads it; the rules carry no
 * sentence of their own, so forms show the generic validation texts in the chosen language.
 */
export const contactMessageSchema = z.object({
  name: required(CONTACT_LIMITS.name),
  email: required(CONTACT_LIMITS.email).pipe(z.email()),
  subject: required(CONTACT_LIMITS.subject),
  message: required(CONTACT_LIMITS.message),
});
export type ContactMessage = z.input<typeof contactMessageSchema>;
