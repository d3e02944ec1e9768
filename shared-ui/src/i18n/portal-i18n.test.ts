import i18next from 'i18next';
import { beforeAll, expect, it } from 'vitest';
import { initPortalI18n, loadLanguage, loadNamespace, registerNamespace } from './portal-i18n.ts';

const asked: string[] = [];
let nepaliOffline = true;

registerNamespace('area', {
  en: async () => {
    asked.push('area:en');
    return {
      title: 'Area',
      jobs_one: '{{count, number}} job',
      jobs_other: '{{count, number}} jobs',
      none_zero: 'None',
      year: '© {{year, number(useGrouping: false)}}',
      share: '{{share, number(maximumFractionDigits: 1)}} %',
    };
  },
  ne: async () => {
    asked.push('area:ne');
    if (nepaliOffline) throw new Error('offline');
    return {
      title: 'क्षेत्र',
      jobs_one: '{{count, number}} जागिर',
      jobs_other: '{{count, number}} जागिरहरू',
      year: '© {{year, number(useGrouping: false)}}',
    };
  },
});

// The first load compiles the common texts' chunks: slow on a loaded machine, so it is not part of a test's time.
beforeAll(async () => {
  await initPortalI18n('en', {});
  await loadNamespace('area');
}, 60_000);

/** Nepali loaded (after the offline attempt the first test makes), for the tests that read it. */
async function withNepali() {
  nepaliOffline = false;
  await loadLanguage('ne');
}

it("loads only the page's language of each namespace, the other when switching, and tries a failed load again", async () => {
  const i18n = await initPortalI18n('en');
  expect(i18n).toBe(i18next);
  expect(asked).toEqual(['area:en']);
  expect(i18n.t('area:title')).toBe('Area');
  expect(i18n.t('actions.retry')).toBe('Retry');
  expect(i18n.hasResourceBundle('ne', 'common')).toBe(false);

  await loadLanguage('ne');
  expect(i18n.hasResourceBundle('ne', 'common')).toBe(true);
  expect(i18n.hasResourceBundle('ne', 'area')).toBe(false);
  nepaliOffline = false;
  await loadLanguage('ne');
  await loadLanguage('ne');
  expect(asked).toEqual(['area:en', 'area:ne', 'area:ne']);
  await i18n.changeLanguage('ne');
  expect(i18n.t('area:title')).toBe('क्षेत्र');
  expect(i18n.t('actions.retry')).toBe('पुनः प्रयास गर्नुहोस्');
  await i18n.changeLanguage('en');
}, 60_000);

it('picks plural forms by each language and writes numbers in Devanagari digits in Nepali', async () => {
  await withNepali();
  const en = i18next.getFixedT('en', 'area');
  const ne = i18next.getFixedT('ne', 'area');
  expect(en('jobs', { count: 1 })).toBe('1 job');
  expect(en('jobs', { count: 12345 })).toBe('12,345 jobs');
  expect(en('none', { count: 0 })).toBe('None');
  expect(ne('jobs', { count: 1 })).toBe('१ जागिर');
  expect(ne('jobs', { count: 12345 })).toBe('१२,३४५ जागिरहरू');
  expect(i18next.getFixedT('ne', 'common')('calendar.daysLeft', { count: 3, days: '३' })).toBe('३ दिन बाँकी');
});

it("takes the number format's options: useGrouping, and Intl's own for a fraction or any other", async () => {
  await withNepali();
  const en = i18next.getFixedT('en', 'area');
  expect(en('year', { year: 2026 })).toBe('© 2026');
  expect(i18next.getFixedT('ne', 'area')('year', { year: 2026 })).toBe('© २०२६');
  expect(en('jobs', { count: 1234.5 })).toBe('1,234.5 jobs');
  expect(en('share', { share: 12.345 })).toBe('12.3 %');
  expect(en('share', { share: 1200 })).toBe('1,200 %');
});

it('gives every request its own language over the same texts (the server renders with clones)', async () => {
  await withNepali();
  const nepali = i18next.cloneInstance({ initAsync: false });
  await nepali.changeLanguage('ne');
  const english = i18next.cloneInstance({ initAsync: false });
  await english.changeLanguage('en');
  expect(nepali.t('area:title')).toBe('क्षेत्र');
  expect(english.t('area:title')).toBe('Area');
  expect(i18next.language).toBe('en');
});

it('replaces the texts of a namespace registered again with other loaders (a redeployed build), not the same ones', async () => {
  const first = { en: async () => ({ heading: 'Old heading' }), ne: async () => ({ heading: 'पुरानो शीर्षक' }) };
  registerNamespace('redeployed', first);
  await loadNamespace('redeployed');
  expect(i18next.t('redeployed:heading')).toBe('Old heading');
  registerNamespace('redeployed', first);
  expect(i18next.t('redeployed:heading')).toBe('Old heading');

  registerNamespace('redeployed', {
    en: async () => ({ heading: 'New heading' }),
    ne: async () => ({ heading: 'नयाँ शीर्षक' }),
  });
  await loadNamespace('redeployed');
  expect(i18next.t('redeployed:heading')).toBe('New heading');
});
