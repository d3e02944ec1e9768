/**
 * One URL per language for every public page: English at the plain path, Nepali under `/ne/` (`/ne/`, `/ne/jobs`,
 * `/ne/jobs/{id}`). The page's language comes from its URL, so a page is the same for everyone who asks for it.
 * The server (rendering, head tags, sitemaps) and the apps (links, the language toggle) use these helpers alone.
 */
export type PageLanguage = 'en' | 'ne';

export const NEPALI_PREFIX = '/ne';

/** The language a path is in: Nepali under `/ne` (`/ne`, `/ne/`, `/ne/…`), English anywhere else. */
export function pageLanguageOfPath(pathname: string): PageLanguage {
  return pathname === NEPALI_PREFIX || pathname.startsWith(`${NEPALI_PREFIX}/`) ? 'ne' : 'en';
}

/** The page's path without its language: `/ne/jobs` → `/jobs`, `/ne` and `/ne/` → `/`; English paths as they are. */
export function withoutLanguagePrefix(pathname: string): string {
  if (pageLanguageOfPath(pathname) === 'en') return pathname;
  return pathname.slice(NEPALI_PREFIX.length) || '/';
}

/**
 * The URL of a page in `language`: `localizedPath('/jobs?q=x', 'ne')` is `/ne/jobs?q=x`, the Nepali home page is
 * `/ne/`. `target` is a path (with query or fragment, or neither) without a language prefix.
 */
export function localizedPath(target: string, language: PageLanguage): string {
  return language === 'en' ? target : `${NEPALI_PREFIX}${target}`;
}
