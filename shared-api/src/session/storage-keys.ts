/** Browser storage keys (spec leaves them open; these are ours). */
export const STORAGE_KEYS = {
  /** The session (token and user), as zustand `persist` writes it: `{ state: { token, user }, version }`. */
  session: 'portal.session',
  /** The chosen language, the bare 'en' or 'ne'. */
  language: 'portal.language',
} as const;
