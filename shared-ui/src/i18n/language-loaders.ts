import type { Language } from 'shared-api';

/** Loads what one part of the page (a remote's namespace) needs to show `language`. */
export type LanguageLoader = (language: Language) => Promise<void>;

const loaders = new Set<LanguageLoader>();

/**
 * A remote that ships each language as its own chunk registers how to load one: the page downloads only the
 * language it shows (issue 12: the JS of `/`), and the other arrives when the visitor switches to it.
 */
export function addLanguageLoader(loader: LanguageLoader): void {
  loaders.add(loader);
}

/** Everything registered for `language`, loaded: wait for it before switching i18next to it. Null: nothing to load. */
export function loadLanguage(language: Language): Promise<void> | null {
  if (loaders.size === 0) return null;
  return Promise.all([...loaders].map((load) => load(language))).then(() => undefined);
}
