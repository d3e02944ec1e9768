import { z } from 'zod';
import { jobMessages } from './jobs-constants.ts';
import type { ApiRoute } from './route.ts';
import { SUGGESTION_KINDS } from './search-constants.ts';

/** GET /jobs/suggest: `q` is what the seeker has typed so far (either script, or Nepali typed in Latin letters). */
export const suggestQuerySchema = z.object({
  q: z.string().trim().max(200, jobMessages.searchTooLong).default(''),
});

/**
 * One suggestion: a job title of an open job, or a skill, category or district name. `text` is what matched (a
 * title as written; of a name, the Nepali one for Devanagari or romanized input, else the English one); a skill,
 * category or district also carries both its `names`, and a page shows and searches the name in its own language
 * (the keyword search finds lookup names in either). Picking a title searches for `text`.
 */
export const suggestionSchema = z.object({
  kind: z.enum(SUGGESTION_KINDS),
  text: z.string(),
  names: z.object({ name_en: z.string(), name_ne: z.string() }).optional(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const suggestionsSchema = z.object({ items: z.array(suggestionSchema) });
export type Suggestions = z.infer<typeof suggestionsSchema>;

export const searchContract = {
  suggest: { method: 'GET', path: '/jobs/suggest', query: suggestQuerySchema, response: suggestionsSchema },
} as const satisfies Record<string, ApiRoute>;
