import i18next from 'i18next';
import { useEffect } from 'react';
import { type Language, useLanguageStore, writeLanguageCookie } from 'shared-api';
import { loadLanguage } from './i18n/portal-i18n.ts';

/**
 * Keeps i18next, `<html lang>` and the language cookie (read by the server's page renderer) in step with the
 * language store. Subscribes after mount instead of reading the store during render: a server-rendered page
 * hydrates in the language it was rendered in, then a different stored choice applies. i18next switches once every
 * namespace in use has that language's texts, so no text shows as its key meanwhile.
 */
export function useLanguageSync(): void {
  useEffect(() => {
    const apply = (language: Language) => {
      if (i18next.language !== language) {
        const switchTo = () => {
          if (useLanguageStore.getState().language === language) void i18next.changeLanguage(language);
        };
        loadLanguage(language).then(switchTo, (error: unknown) => {
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
