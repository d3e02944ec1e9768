import { expect, it } from 'vitest';
import { i18next } from './i18n-core.ts';
import { addLanguageBundles, initPortalI18n } from './init-portal-i18n.ts';
import { loadLanguage } from './language-loaders.ts';

it("loads only the page's language, the other one when asked, and tries a failed load again", async () => {
  const asked: string[] = [];
  let failNepali = true;
  addLanguageBundles('area', {
    en: async () => {
      asked.push('en');
      return { title: 'Area' };
    },
    ne: async () => {
      asked.push('ne');
      if (failNepali) throw new Error('offline');
      return { title: 'क्षेत्र' };
    },
  });
  const i18n = await initPortalI18n('en');
  expect(i18n).toBe(i18next);
  expect(i18n.language).toBe('en');
  expect(asked).toEqual(['en']);
  expect(i18n.t('area:title')).toBe('Area');
  expect(i18n.t('actions.retry')).toBe('Retry');
  expect(i18n.hasResourceBundle('ne', 'common')).toBe(false);
  expect(i18n.hasResourceBundle('ne', 'area')).toBe(false);

  await expect(loadLanguage('ne')).rejects.toThrow('offline');
  failNepali = false;
  await loadLanguage('ne');
  await loadLanguage('ne');
  expect(asked).toEqual(['en', 'ne', 'ne']);
  expect(i18n.getFixedT('ne')('area:title')).toBe('क्षेत्र');
  expect(i18n.getFixedT('ne')('actions.retry')).toBe('पुनः प्रयास गर्नुहोस्');
});

it('gives the same handle for the same loaders, and a new build of a namespace (other loaders) its own texts', async () => {
  const first = {
    en: async () => ({ heading: 'Old heading' }),
    ne: async () => ({ heading: 'पुरानो शीर्षक' }),
  };
  const bundles = addLanguageBundles('redeployed', first);
  expect(addLanguageBundles('redeployed', first)).toBe(bundles);
  await bundles.load('en');
  expect(bundles.isLoaded('en')).toBe(true);
  expect(i18next.t('redeployed:heading')).toBe('Old heading');

  const next = addLanguageBundles('redeployed', {
    en: async () => ({ heading: 'New heading' }),
    ne: async () => ({ heading: 'नयाँ शीर्षक' }),
  });
  expect(next).not.toBe(bundles);
  expect(next.isLoaded('en')).toBe(false);
  await next.load('en');
  expect(i18next.t('redeployed:heading')).toBe('New heading');
});
