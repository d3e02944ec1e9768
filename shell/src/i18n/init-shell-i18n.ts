import type { Language } from 'shared-api';
import { initPortalI18n, type NamespaceLoaders } from 'shared-ui';

const SHELL_TEXTS: NamespaceLoaders = {
  en: () => import('./shell-en.ts').then((module) => module.shellEn),
  ne: () => import('./shell-ne.ts').then((module) => module.shellNe),
};

/**
 * Initialises THE i18next instance of the page (namespaces `shell` and `common`, each language its own chunk);
 * resolves once `languages`' texts are in (the page's language in the browser, both on the server). Remotes add
 * their namespaces.
 */
export function initShellI18n(language: Language, languages: readonly Language[] = [language]) {
  return initPortalI18n(language, { shell: SHELL_TEXTS }, languages);
}
