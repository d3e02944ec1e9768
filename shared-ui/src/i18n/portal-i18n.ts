import i18next, { type i18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import type { Language } from 'shared-api';
import { addNumberFormat } from './number-format.ts';

/** How to load one namespace's texts in each language, each its own chunk: `() => import('./ne.json')`. */
export type NamespaceLoaders = Record<Language, () => Promise<object>>;

export const LANGUAGES: readonly Language[] = ['en', 'ne'];

const registered = new Map<string, { loaders: NamespaceLoaders; ready: Promise<void> }>();

/** The backend every namespace loads through: the loaders a namespace was registered with. */
const backend = resourcesToBackend(async (language: string, ns: string) => {
  const loaders = registered.get(ns)?.loaders;
  const load = loaders?.[language as Language];
  if (!load) throw new Error(`No ${language} texts are registered for the namespace "${ns}"`);
  return load();
});

/**
 * Registers how a namespace's texts load, one language at a time, and starts loading the page's language at once
 * when the page's instance is initialised (`useTranslation(ns)` suspends until it is in); a language switch loads
 * every namespace in use in the new language before it switches. The same loaders again change nothing; other
 * loaders (a redeployed remote's new build, evaluated again in the server) reload the languages the namespace
 * already has, so its texts replace the old build's.
 */
export function registerNamespace(ns: string, loaders: NamespaceLoaders): void {
  const known = registered.get(ns);
  if (known && known.loaders.en === loaders.en && known.loaders.ne === loaders.ne) return;
  const loaded = i18next.isInitialized ? LANGUAGES.filter((language) => i18next.hasResourceBundle(language, ns)) : [];
  const entry = { loaders, ready: Promise.resolve() };
  registered.set(ns, entry);
  if (loaded.length > 0) entry.ready = i18next.reloadResources([...loaded], [ns]);
  // A remote registers while its module evaluates: its texts start loading then, beside its first render's work.
  else if (i18next.isInitialized) entry.ready = i18next.loadNamespaces(ns);
}

/** Loads a registered namespace in the instance's languages (both on the server); resolves once it is in. */
export async function loadNamespace(ns: string): Promise<void> {
  await registered.get(ns)?.ready;
  await i18next.loadNamespaces(ns);
}

/**
 * Loads every namespace in use in `language`, trying again any that failed before (a switch made while offline):
 * wait for it before `changeLanguage`, so no text shows as its key.
 */
export async function loadLanguage(language: Language): Promise<void> {
  const namespaces = ([] as string[]).concat(i18next.options.ns ?? []);
  const missing = namespaces.filter((ns) => registered.has(ns) && !i18next.hasResourceBundle(language, ns));
  if (missing.length > 0) await i18next.reloadResources([language], missing);
}

/**
 * The texts of shared-ui's components that no public page shows at first (the job form, a seeker's profile, screening
 * questions, message threads): known to the backend from the start, loaded by the first `useTranslation('areas')`,
 * so a public page does not download them with `common`.
 */
export const AREAS_NAMESPACE = 'areas';
registered.set(AREAS_NAMESPACE, {
  loaders: {
    en: () => import('./areas-en.ts').then((module) => module.areasEn),
    ne: () => import('./areas-ne.ts').then((module) => module.areasNe),
  },
  ready: Promise.resolve(),
});

const COMMON_TEXTS: NamespaceLoaders = {
  en: () => import('./common-en.ts').then((module) => module.commonEn),
  ne: () => import('./common-ne.ts').then((module) => module.commonNe),
};

/**
 * Initialises THE i18next instance of the page (i18next's default instance, a federation singleton shared by the
 * shell and every remote) in `language`, with `common` and the given namespaces, and resolves once their texts in
 * `languages` are in: render after it, so no key ever shows. The browser loads the page's language only; the server,
 * which renders both, passes both.
 *
 * No fallback language: a Nepali page would download the English texts of every namespace with its own, and every
 * namespace's test already fails on a key missing in either language.
 */
export async function initPortalI18n(
  language: Language,
  namespaces: Record<string, NamespaceLoaders> = {},
  languages: readonly Language[] = [language],
): Promise<i18n> {
  registerNamespace('common', COMMON_TEXTS);
  for (const [ns, loaders] of Object.entries(namespaces)) registerNamespace(ns, loaders);
  const names = ['common', ...Object.keys(namespaces)];
  if (!i18next.isInitialized) {
    await i18next
      .use(backend)
      .use(initReactI18next)
      .init({
        lng: language,
        fallbackLng: false,
        supportedLngs: [...LANGUAGES],
        preload: languages.length > 1 ? [...languages] : false,
        ns: names,
        defaultNS: 'common',
        interpolation: { escapeValue: false },
        react: { useSuspense: true },
      });
    addNumberFormat(i18next);
  }
  await Promise.all(names.map(loadNamespace));
  return i18next;
}
