import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { type Language, pageLanguageOfPath, useLanguageStore } from 'shared-api';
import { isServerRenderedPath } from '../ssr/server-rendered-paths.ts';

/**
 * The language a page shows: a public page's is its URL's (`/ne/…` Nepali, anything else English), whatever is
 * stored; a signed-in area and the shell's own pages, which have one URL, show the stored language.
 */
export function languageOfPage(pathname: string, stored: Language): Language {
  return isServerRenderedPath(pathname) ? pageLanguageOfPath(pathname) : stored;
}

/**
 * Keeps the stored language that of the public page being read, so the reader's next pages (a signed-in area, the
 * shell's pages, the bare address: docs/decisions/bare-address-language.md) continue in it. useLanguageSync then
 * switches the texts.
 */
export function usePageLanguageFromUrl(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const { language, setLanguage } = useLanguageStore.getState();
    const shown = languageOfPage(pathname, language);
    if (shown !== language) setLanguage(shown);
  }, [pathname]);
}
