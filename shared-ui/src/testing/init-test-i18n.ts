import type { Language } from 'shared-api';
import { commonEn } from '../i18n/common-en.ts';
import { commonNe } from '../i18n/common-ne.ts';
import { i18next } from '../i18n/i18n-core.ts';
import type { NamespaceResources } from '../i18n/init-portal-i18n.ts';

/**
 * Tests' translation instance: THE instance with `common` and the given namespaces in both languages at once
 * (the page loads one language at a time, initPortalI18n). Initialised in `language` on the first call; later
 * calls only add texts.
 */
export function initTestI18n(language: Language = 'en', namespaces: Record<string, NamespaceResources> = {}) {
  if (!i18next.isInitialized) i18next.init({ lng: language, fallbackLng: 'en', defaultNS: 'common' });
  for (const [ns, bundles] of Object.entries({ common: { en: commonEn, ne: commonNe }, ...namespaces })) {
    i18next.addResourceBundle('en', ns, bundles.en, true, true);
    i18next.addResourceBundle('ne', ns, bundles.ne, true, true);
  }
  return i18next;
}
