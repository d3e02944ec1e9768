/** Browser storage keys (spec leaves them open; these are ours). */
export const STORAGE_KEYS = {
  token: 'portal.token',
  user: 'portal.user',
  language: 'portal.language',
} as const;
