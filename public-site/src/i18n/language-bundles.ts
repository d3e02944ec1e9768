import type { Language } from 'shared-api';
import { addLanguageBundles } from 'shared-ui';
import { NAMESPACE } from './namespace.ts';

/**
 * Each language its own chunk: an English page downloads no Nepali text, and the other way round. Registered
 * with the shell's language switch, which waits for the new language's texts before switching.
 */
const bundles = addLanguageBundles(NAMESPACE, {
  en: () => import('./en.json').then((module) => module.default),
  ne: () => import('./ne.json').then((module) => module.default),
});

/** The page's language as the public site's bundles name it. */
export const bundleLanguage = (language: string | undefined): Language => (language === 'ne' ? 'ne' : 'en');

/** Adds the public site's texts in `language` to the shared translations, once; a failed load is tried again. */
export const loadBundle = bundles.load;

export const isBundleLoaded = bundles.isLoaded;
