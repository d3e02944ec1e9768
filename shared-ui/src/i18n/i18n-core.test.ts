import { describe, expect, it } from 'vitest';
import { I18n, interpolate } from './i18n-core.ts';

const texts = {
  en: {
    common: {
      hello: 'Hello, {{name}}!',
      jobs_one: '{{count, number}} job',
      jobs_other: '{{count, number}} jobs',
      daysLeft_one: '{{days}} day left',
      daysLeft_other: '{{days}} days left',
      year: '© {{year, number(useGrouping: false)}}',
      onlyEnglish: 'Only in English',
      nested: { deep: { key: 'Deep' } },
      prose: { a: { title: 'A {{name}}', paragraphs: { p1: 'One' } } },
    },
    shell: { title: 'Portal' },
  },
  ne: {
    common: {
      hello: 'नमस्ते, {{name}}!',
      jobs_one: '{{count, number}} जागिर (एक)',
      jobs_other: '{{count, number}} जागिरहरू',
      daysLeft_one: '{{days}} दिन बाँकी',
      daysLeft_other: '{{days}} दिन बाँकी (धेरै)',
      year: '© {{year, number(useGrouping: false)}}',
      nested: { deep: { key: 'गहिरो' } },
    },
    shell: { title: 'पोर्टल' },
  },
};

const make = (lng = 'en') => new I18n().init({ lng, resources: texts, fallbackLng: 'en', defaultNS: 'common' });

describe('the translation core', () => {
  it('finds nested keys in the default namespace, another by option or by prefix', () => {
    const i18n = make();
    expect(i18n.t('nested.deep.key')).toBe('Deep');
    expect(i18n.t('title', { ns: 'shell' })).toBe('Portal');
    expect(i18n.t('shell:title')).toBe('Portal');
    expect(i18n.t('shell:title', { ns: 'common' })).toBe('Portal');
  });

  it('picks plural forms by Intl.PluralRules in English and Nepali, with Devanagari digits in Nepali', () => {
    const i18n = make();
    expect(i18n.t('jobs', { count: 1 })).toBe('1 job');
    expect(i18n.t('jobs', { count: 0 })).toBe('0 jobs');
    expect(i18n.t('jobs', { count: 1234 })).toBe('1,234 jobs');
    expect(i18n.t('daysLeft', { count: 2, days: '2' })).toBe('2 days left');
    const ne = i18n.getFixedT('ne');
    expect(ne('jobs', { count: 1 })).toBe('१ जागिर (एक)');
    expect(ne('jobs', { count: 5 })).toBe('५ जागिरहरू');
    expect(ne('jobs', { count: 12345 })).toBe('१२,३४५ जागिरहरू');
    expect(ne('daysLeft', { count: 3, days: '३' })).toBe('३ दिन बाँकी (धेरै)');
  });

  it('prefers key_zero for a count of 0 when it exists', () => {
    const i18n = make();
    i18n.addResourceBundle('en', 'common', { jobs_zero: 'No jobs' }, true, true);
    expect(i18n.t('jobs', { count: 0 })).toBe('No jobs');
    expect(i18n.t('jobs', { count: 2 })).toBe('2 jobs');
  });

  it('interpolates without escaping, leaves an unknown name as written and formats numbers', () => {
    const i18n = make();
    expect(i18n.t('hello', { name: '<b>Sita & Ram</b>' })).toBe('Hello, <b>Sita & Ram</b>!');
    expect(i18n.t('hello')).toBe('Hello, {{name}}!');
    expect(i18n.t('hello', { name: undefined })).toBe('Hello, !');
    expect(i18n.t('hello', { name: null })).toBe('Hello, !');
    expect(i18n.t('hello', { name: 42 })).toBe('Hello, 42!');
    expect(i18n.t('hello', { name: '{{name}}' })).toBe('Hello, {{name}}!');
    expect(i18n.t('year', { year: 2026 })).toBe('© 2026');
    expect(i18n.getFixedT('ne')('year', { year: 2026 })).toBe('© २०२६');
    expect(interpolate('{{a.b}} / {{- c}}', { a: { b: 'x' }, c: 'y' }, 'en')).toBe('x / y');
    expect(interpolate('{{n, number}}', { n: '1500' }, 'ne')).toBe('१,५००');
  });

  it('falls back to English, then to the key (without its namespace) or the default value', () => {
    const i18n = make('ne');
    expect(i18n.t('hello', { name: 'सीता' })).toBe('नमस्ते, सीता!');
    expect(i18n.t('onlyEnglish')).toBe('Only in English');
    expect(i18n.t('missing.key')).toBe('missing.key');
    expect(i18n.t('shell:missing')).toBe('missing');
    expect(i18n.t('missing', { defaultValue: 'Fallback {{n}}', n: 3 })).toBe('Fallback 3');
    expect(i18n.t('nested.deep')).toBe('nested.deep');
  });

  it('returns objects when asked, their strings interpolated', () => {
    const i18n = make();
    expect(i18n.t('prose', { returnObjects: true, name: 'X' })).toEqual({
      a: { title: 'A X', paragraphs: { p1: 'One' } },
    });
  });

  it('changes language with an event, and clones share texts but not language or listeners', async () => {
    const i18n = make();
    const heard: string[] = [];
    const listener = (language: string) => heard.push(language);
    i18n.on('languageChanged', listener);
    const clone = i18n.cloneInstance({ lng: 'ne' });
    expect(clone.t('shell:title')).toBe('पोर्टल');
    const t = await i18n.changeLanguage('ne');
    expect(heard).toEqual(['ne']);
    expect(i18n.language).toBe('ne');
    expect(t('shell:title')).toBe('पोर्टल');
    await clone.changeLanguage('en');
    expect(heard).toEqual(['ne']);
    expect(i18n.language).toBe('ne');
    i18n.off('languageChanged', listener);
    await i18n.changeLanguage('en');
    expect(heard).toEqual(['ne']);
    // A bundle added later reaches the clone too (one store).
    i18n.addResourceBundle('ne', 'later', { x: 'पछि' }, true, true);
    expect(clone.getFixedT('ne', 'later')('x')).toBe('पछि');
  });

  it('adds bundles later: deep merges, overwrites only when asked, never changes the caller’s object', () => {
    const i18n = make();
    const bundle = { a: { b: 'B', c: 'C' } };
    i18n.addResourceBundle('en', 'extra', bundle, true, true);
    i18n.addResourceBundle('en', 'extra', { a: { c: 'C2', d: 'D' } }, true, true);
    i18n.addResourceBundle('en', 'extra', { a: { b: 'ignored' } }, true, false);
    const t = i18n.getFixedT(null, 'extra');
    expect([t('a.b'), t('a.c'), t('a.d')]).toEqual(['B', 'C2', 'D']);
    expect(bundle).toEqual({ a: { b: 'B', c: 'C' } });
    expect(i18n.hasResourceBundle('en', 'extra')).toBe(true);
    expect(i18n.hasResourceBundle('ne', 'extra')).toBe(false);
  });
});
