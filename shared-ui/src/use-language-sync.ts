import i18next from 'i18next';
import { useEffect } from 'react';
import { useLanguageStore } from 'shared-api';

/** Keeps i18next and `<html lang>` in step with the language kept in the language store. */
export function useLanguageSync(): void {
  const language = useLanguageStore((state) => state.language);
  useEffect(() => {
    if (i18next.language !== language) void i18next.changeLanguage(language);
    document.documentElement.lang = language;
  }, [language]);
}
