import { z } from 'zod';
import { languageParamsSchema } from './common.ts';
import { skillsQueryField } from './jobs-query.ts';
import { LOOKUP_LISTS } from './lookup-lists.ts';
import type { ApiRoute } from './route.ts';

// The lookup lists as a public page shows them: one language's names only, so a page's data block carries no
// names it does not render (the signed-in areas keep the both-language lists of `lookupContract`).

/** A lookup entry in one language: its name there (the English name where the Nepali one is empty). */
export const localizedLookupItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Set (true) on the list's catch-all entry, whose real value a user types (spec section 3, "Other - custom"). */
  other: z.literal(true).optional(),
});
export type LocalizedLookupItem = z.infer<typeof localizedLookupItemSchema>;

/**
 * The skills list's names of the skills asked for (as a job or a search stores them, in either language), in their
 * order: each its name in the language, or null where the list lacks it (shown as written).
 */
export const skillNamesSchema = z.array(z.string().nullable());

export const localizedLookupsContract = {
  /** GET /lookups/:language/:list: a lookup list in one language, in the list's order. */
  list: {
    method: 'GET',
    path: '/lookups/:language/:list',
    params: languageParamsSchema.extend({ list: z.enum(LOOKUP_LISTS) }),
    response: z.array(localizedLookupItemSchema),
  },
  /**
   * GET /lookups/:language/skill-names?skills=a,b: the name in `language` of each of `skills` the skills list
   * holds (matched in either language, case and Unicode form aside), null for one it lacks; in the order asked.
   */
  skillNames: {
    method: 'GET',
    path: '/lookups/:language/skill-names',
    params: languageParamsSchema,
    query: z.object({ skills: skillsQueryField }),
    response: skillNamesSchema,
  },
} as const satisfies Record<string, ApiRoute>;
