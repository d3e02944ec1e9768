import { useCallback } from 'react';
import { localizedPath } from 'shared-api';
import { useLanguage } from './use-language.ts';

/**
 * The URL of a public page in the language on screen (`/jobs` → `/ne/jobs` while Nepali shows), for links and
 * navigation between public pages: a reader stays in their language as they move around. Give it the page's path
 * without a language prefix; signed-in areas and the shell's own pages have one URL and take no prefix.
 */
export function useLocalizedPath(): (path: string) => string {
  const language = useLanguage();
  return useCallback((path: string) => localizedPath(path, language), [language]);
}
