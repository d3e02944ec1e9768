import type { Language } from './language-store.ts';

/**
 * The chosen language as a cookie as well as in localStorage: the server reads it to render a returning
 * visitor's first page in their language (server/src/ssr). Written whenever the language changes.
 */
export const LANGUAGE_COOKIE = 'portal_lang';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function writeLanguageCookie(language: Language): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed name and value; the Cookie Store API is not in every browser the portal serves.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
