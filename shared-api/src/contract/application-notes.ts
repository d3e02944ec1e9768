import { z } from 'zod';
import { applicationMessages, EMPLOYER_NOTE_MAX } from './applications-constants.ts';
import { idParamsSchema } from './common.ts';
import type { ApiRoute } from './route.ts';

/** One private note of the job's employer on an application. */
export const employerNoteSchema = z.object({
  id: z.string(),
  applicationId: z.string(),
  body: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EmployerNote = z.infer<typeof employerNoteSchema>;

/** A note's text: trimmed, 1 to EMPLOYER_NOTE_MAX characters. */
export const employerNoteBodySchema = z.object({
  body: z
    .string({ message: applicationMessages.employerNoteRequired })
    .trim()
    .min(1, applicationMessages.employerNoteRequired)
    .max(EMPLOYER_NOTE_MAX, applicationMessages.employerNoteTooLong),
});
export type EmployerNoteBody = z.infer<typeof employerNoteBodySchema>;

const noteParamsSchema = z.object({ id: z.string(), noteId: z.string() });

/**
 * The employer's private notes on one application: only the account that owns the job reads and writes them
 * (not the applicant, another employer or an administrator). Newest first.
 */
export const employerNotesContract = {
  list: {
    method: 'GET',
    path: '/applications/:id/notes',
    params: idParamsSchema,
    response: z.array(employerNoteSchema),
  },
  create: {
    method: 'POST',
    path: '/applications/:id/notes',
    params: idParamsSchema,
    body: employerNoteBodySchema,
    response: employerNoteSchema,
  },
  update: {
    method: 'PUT',
    path: '/applications/:id/notes/:noteId',
    params: noteParamsSchema,
    body: employerNoteBodySchema,
    response: employerNoteSchema,
  },
  remove: { method: 'DELETE', path: '/applications/:id/notes/:noteId', params: noteParamsSchema },
} as const satisfies Record<string, ApiRoute>;
