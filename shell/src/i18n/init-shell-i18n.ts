import type { Language } from 'shared-api';
import { initPortalI18n } from 'shared-ui';
import { shellEn } from './shell-en.ts';
import { shellNe } from './shell-ne.ts';

/** Creates THE i18next instance of the page (namespaces `shell` and `common`); remotes add theirs. */
export function initShellI18n(language: Language) {
  return initPortalI18n(language, { shell: { en: shellEn, ne: shellNe } });
}
