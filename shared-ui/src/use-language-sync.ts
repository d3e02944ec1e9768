import { useEffect } from 'react';
import { type Language, useLanguageStore, writeLanguageCookie } from 'shared-api';
import { i18next } from './i18n/i18n-core.ts';
import { loadLanguage } from './i18n/language-loaders.ts';

/**
 * Keeps i18next, `<html lang>` and the language cookie (read by the server's page renderer) in step with the
 * language store. Subscribes after mount instead of reading the store during render: a server-rendered page
 * hydrates in the language it was rendered in, then a different stored choice applies. i18next switches once the
 * remotes' bundles of that language have loaded (addLanguageLoader), so no text shows as its key meanwhile.
 */
export function useLanguageSync(): void {
  useEffect(() => {
    const apply = (language: Language) => {
      if (i18next.language !== language) {
        const switchTo = () => {
          if (useLanguageStore.getState().language === language) void i18next.changeLanguage(language);
        };
        const loading = loadLanguage(language);
        if (!loading) switchTo();
        else
          loading.then(switchTo, (error: unknown) => {
            console.error(`The ${language} texts could not load`, error);
            switchTo();
          });
      }
      document.documentElement.lang = language;
      writeLanguageCookie(language);
    };
    apply(useLanguageStore.getState().language);
    return useLanguageStore.subscribe((state) => apply(state.language));
  }, []);
}
