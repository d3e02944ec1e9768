import type { Language } from 'shared-api';
import { commonEn } from './common-en.ts';
import { commonNe } from './common-ne.ts';
import { i18next } from './i18n-core.ts';

export type NamespaceResources = { en: object; ne: object };

/**
 * Initialises THE translation instance (`i18next` of i18n-core.ts; shared-ui is a federation singleton)
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
  const resources: Record<Language, Record<string, object>> = { en: {}, ne: {} };
  for (const [ns, bundles] of Object.entries(all)) {
    resources.en[ns] = bundles.en;
    resources.ne[ns] = bundles.ne;
  }
  return i18next.init({ resources, lng: language, fallbackLng: 'en', defaultNS: 'common' });
}
