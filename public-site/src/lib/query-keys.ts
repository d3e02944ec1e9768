import type { PageLanguage } from 'shared-api';

/**
 * Query keys of the public site that shared-api's key factories (`jobKeys`, `lookupKeys`, `alertKeys`) do not already
 * give: one key per endpoint. Public data only: the server renders these pages and dehydrates the same keys.
 */
export const publicKeys = {
  /** GET /home/summary */
  homeSummary: () => ['home', 'summary'] as const,
  /** GET /public/:language/employers/:id */
  employerPage: (id: string, language: PageLanguage) => ['employers', 'page', id, language] as const,
  /** GET /public/figures */
  figures: () => ['figures'] as const,
  /** GET /jobs/:id/screening: the questions the apply dialog asks (fetched when it opens, never rendered on the server). */
  screening: (jobId: string) => ['jobs', 'screening', jobId] as const,
};
