import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from 'shared-api';
import { commonEn } from './common-en.ts';
import { commonNe } from './common-ne.ts';
import { registerNumberFormat } from './number-format.ts';

export type NamespaceResources = { en: object; ne: object };

/**
 * Initialises THE i18next instance (the default export of 'i18next', a federation singleton)
 * with the `common` namespace plus the given ones. Synchronous: resources are inline.
 * Safe to call twice; the second call only adds bundles.
 */
export function initPortalI18n(language: Language, namespaces: Record<string, NamespaceResources> = {}) {
  const all: Record<string, NamespaceResources> = { common: { en: commonEn, ne: commonNe }, ...namespaces };
  if (i18next.isInitialized) {
    for (const [ns, bundles] of Object.entries(all)) {
      i18next.addResourceBundle('en', ns, bundles.en, true, true);
      i18next.addResourceBundle('ne', ns, bundles.ne, true, true);
    }
    return i18next;
  }
  const resources: Resource = { en: {}, ne: {} };
  for (const [ns, bundles] of Object.entries(all)) {
    resources.en![ns] = bundles.en as Resource[string][string];
    resources.ne![ns] = bundles.ne as Resource[string][string];
  }
  i18next.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['en', 'ne'],
    ns: Object.keys(all),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  registerNumberFormat(i18next);
  return i18next;
}
