import type { Language } from 'shared-api';
import { type I18n, i18next } from './i18n-core.ts';
import { addLanguageLoader, loadLanguage } from './language-loaders.ts';

export type NamespaceResources = { en: object; ne: object };

/** How to load one namespace's texts in each language (each its own chunk: `() => import('./x-ne.ts')`). */
export type NamespaceLoaders = Record<Language, () => Promise<object>>;

/** One namespace's per-language texts: load one language (once; a failed load is tried again), or ask if it is in. */
export type LanguageBundles = {
  load: (language: Language) => Promise<void>;
  isLoaded: (language: Language) => boolean;
};

const registered = new Map<string, { loaders: NamespaceLoaders; bundles: LanguageBundles }>();

/**
 * Registers a namespace whose texts load per language (issue 12: an English page downloads no Nepali text and
 * the other way round): the language shown is loaded before the first render (initPortalI18n), the other when
 * the visitor switches to it (useLanguageSync waits for it). A failed load is tried again next time. Registering
 * a namespace again with the same loaders gives the same handle; with other loaders (a redeployed remote's new
 * build, whose module runs again in the server) a new one, whose texts then replace the old build's.
 */
export function addLanguageBundles(ns: string, loaders: NamespaceLoaders): LanguageBundles {
  const existing = registered.get(ns);
  if (existing && existing.loaders.en === loaders.en && existing.loaders.ne === loaders.ne) return existing.bundles;
  const loading = new Map<Language, Promise<void>>();
  const loaded = new Set<Language>();
  const bundles: LanguageBundles = {
    load(language) {
      let promise = loading.get(language);
      if (!promise) {
        promise = loaders[language]().then(
          (texts) => {
            i18next.addResourceBundle(language, ns, texts, true, true);
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
    },
    isLoaded: (language) => loaded.has(language),
  };
  registered.set(ns, { loaders, bundles });
  addLanguageLoader(bundles.load);
  return bundles;
}

const COMMON_TEXTS: NamespaceLoaders = {
  en: () => import('./common-en.ts').then((module) => module.commonEn),
  ne: () => import('./common-ne.ts').then((module) => module.commonNe),
};

/**
 * Initialises THE translation instance (`i18next` of i18n-core.ts; shared-ui is a federation singleton) in
 * `language` with the `common` namespace plus the given ones, and resolves once every registered namespace
 * (remotes' too, addLanguageLoader) has that language's texts: render after it, so no key ever shows.
 */
export async function initPortalI18n(
  language: Language,
  namespaces: Record<string, NamespaceLoaders> = {},
): Promise<I18n> {
  addLanguageBundles('common', COMMON_TEXTS);
  for (const [ns, loaders] of Object.entries(namespaces)) addLanguageBundles(ns, loaders);
  if (!i18next.isInitialized) i18next.init({ lng: language, fallbackLng: 'en', defaultNS: 'common' });
  await loadLanguage(language);
  return i18next;
}
