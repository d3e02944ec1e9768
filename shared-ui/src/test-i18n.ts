import { initPortalI18n } from './i18n/init-portal-i18n.ts';

/** Test helper: the shared i18next instance in English. */
export function initTestI18n() {
  return initPortalI18n('en');
}
