/** The shortest typed text that gets suggestions (one letter would match half the vocabulary). */
export const SUGGEST_MIN_CHARS = 2;

/** At most this many suggestions in one answer. */
export const SUGGEST_MAX = 8;

export const SUGGESTION_KINDS = ['title', 'skill', 'category', 'location'] as const;

export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];
