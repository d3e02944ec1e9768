import type { Language } from 'shared-api';
import { initPortalI18n, type NamespaceLoaders } from 'shared-ui';

const SHELL_TEXTS: NamespaceLoaders = {
  en: () => import('./shell-en.ts').then((module) => module.shellEn),
  ne: () => import('./shell-ne.ts').then((module) => module.shellNe),
};

/**
 * Creates THE i18next instance of the page (namespaces `shell` and `common`, each language its own chunk);
 * resolves once `language`'s texts are in. Remotes add theirs.
 */
export function initShellI18n(language: Language) {
  return initPortalI18n(language, { shell: SHELL_TEXTS });
}
