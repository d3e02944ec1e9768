import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from 'shared-api';
import { areasEn } from '../i18n/areas-en.ts';
import { areasNe } from '../i18n/areas-ne.ts';
import { commonEn } from '../i18n/common-en.ts';
import { commonNe } from '../i18n/common-ne.ts';
import { addNumberFormat } from '../i18n/number-format.ts';

/** One namespace's texts in both languages, for tests. */
export type NamespaceResources = { en: object; ne: object };

/**
 * Tests' translation instance: THE i18next instance with `common`, `areas` and the given namespaces in both languages at once
 * (the page loads one language at a time, initPortalI18n). Initialised in `language` on the first call; later calls
 * only add texts.
 */
export function initTestI18n(language: Language = 'en', namespaces: Record<string, NamespaceResources> = {}) {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      lng: language,
      fallbackLng: false,
      resources: {},
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    addNumberFormat(i18next);
  }
  addTestNamespace('common', { en: commonEn, ne: commonNe });
  addTestNamespace('areas', { en: areasEn, ne: areasNe });
  for (const [ns, resources] of Object.entries(namespaces)) addTestNamespace(ns, resources);
  return i18next;
}

/** Adds a namespace's texts in both languages to the tests' instance. */
export function addTestNamespace(ns: string, resources: NamespaceResources): void {
  i18next.addResourceBundle('en', ns, resources.en, true, true);
  i18next.addResourceBundle('ne', ns, resources.ne, true, true);
}
