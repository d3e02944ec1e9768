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

/**
 * Set next to the language cookie by the server's `?lang=` redirect (the toggle used before the page's scripts
 * ran, server/src/modules/language): that choice is newer than the one stored in this browser. Read once.
 */
export const LANGUAGE_SWITCH_COOKIE = 'portal_lang_switch';

export function takeLanguageSwitch(): Language | null {
  if (typeof document === 'undefined') return null;
  const match = document.cookie.match(/(?:^|;)\s*portal_lang_switch=(en|ne)\s*(?:;|$)/);
  if (!match) return null;
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed name, cleared; see writeLanguageCookie.
  document.cookie = `${LANGUAGE_SWITCH_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  return match[1] === 'ne' ? 'ne' : 'en';
}
