import type { Language } from 'shared-api';
import { addLanguageLoader, i18next } from 'shared-ui';
import { NAMESPACE } from './namespace.ts';

type Bundle = { default: Record<string, unknown> };

/** Each language its own chunk: an English page downloads no Nepali text, and the other way round. */
const BUNDLES: Record<Language, () => Promise<Bundle>> = {
  en: () => import('./en.json'),
  ne: () => import('./ne.json'),
};

const loading = new Map<Language, Promise<void>>();
const loaded = new Set<Language>();

/** The page's language as the public site's bundles name it. */
export const bundleLanguage = (language: string | undefined): Language => (language === 'ne' ? 'ne' : 'en');

/** Adds the public site's texts in `language` to the shared i18next, once; a failed load is tried again next time. */
export function loadBundle(language: Language): Promise<void> {
  let promise = loading.get(language);
  if (!promise) {
    promise = BUNDLES[language]().then(
      (bundle) => {
        i18next.addResourceBundle(language, NAMESPACE, bundle.default, true, true);
        loaded.add(language);
      },
      (error: unknown) => {
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, promise);
  }
  return promise;
}

export const isBundleLoaded = (language: Language): boolean => loaded.has(language);

// The shell's language switch waits for this before changing i18next's language (shared-ui useLanguageSync).
addLanguageLoader(loadBundle);
