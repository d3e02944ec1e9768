import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { shellEn } from '../../../shell/src/i18n/shell-en.ts';
import { shellNe } from '../../../shell/src/i18n/shell-ne.ts';
import { commonEn } from './common-en.ts';
import { commonNe } from './common-ne.ts';
import { NEPALI_GLOSSARY, NUMBER_PLACEHOLDERS } from './glossary.ts';
import { addNumberFormat } from './number-format.ts';

/** A remote's JSON catalogue, read from its package beside shared-ui (the tests run in shared-ui; it depends on no app). */
const remote = (app: string, language: 'en' | 'ne') =>
  JSON.parse(readFileSync(path.resolve(process.cwd(), '..', app, 'src/i18n', `${language}.json`), 'utf8')) as object;

/** Every namespace of the portal in both languages. */
const CATALOGUES: Record<string, { en: object; ne: object }> = {
  common: { en: commonEn, ne: commonNe },
  shell: { en: shellEn, ne: shellNe },
  public_site: { en: remote('public-site', 'en'), ne: remote('public-site', 'ne') },
  seeker_app: { en: remote('seeker-app', 'en'), ne: remote('seeker-app', 'ne') },
  employer_app: { en: remote('employer-app', 'en'), ne: remote('employer-app', 'ne') },
  admin_app: { en: remote('admin-app', 'en'), ne: remote('admin-app', 'ne') },
};

function* strings(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) yield* strings(child, path ? `${path}.${key}` : key);
  }
}

/** A rule's offences in one language: `<namespace>:<key>: <text>` for each string using an avoided term. */
function offences(language: 'en' | 'ne', rule: (typeof NEPALI_GLOSSARY)[number]) {
  const found: string[] = [];
  for (const [namespace, bundles] of Object.entries(CATALOGUES)) {
    for (const [key, text] of strings(bundles[language], '')) {
      // Placeholders are code's names, not words; the allowed phrases keep the avoided word in another sense.
      let visible = text.replace(/\{\{[^}]*\}\}/g, '');
      for (const allowed of rule.allowed ?? []) visible = visible.replace(new RegExp(allowed, 'g'), '');
      if (rule.avoid.test(visible)) found.push(`${namespace}:${key}: ${text}`);
    }
  }
  return found;
}

describe('the Nepali glossary', () => {
  for (const rule of NEPALI_GLOSSARY) {
    it(`every Nepali catalogue says "${rule.use}" for ${rule.concept}`, () => {
      expect(offences('ne', rule)).toEqual([]);
      if (rule.english) expect(offences('en', rule)).toEqual([]);
    });
  }

  it('is checked against real catalogue text (a test that cannot fail would prove nothing)', () => {
    const save = NEPALI_GLOSSARY.find((rule) => rule.concept.startsWith('save'));
    expect(save?.avoid.test('रोजगारी सुरक्षित गर्नुहोस्')).toBe(true);
    expect(offences('ne', { concept: 'x', use: 'x', avoid: /सेभ गर्नुहोस्/ }).length).toBeGreaterThan(3);
  });

  it('gives every number a message receives in Devanagari digits in Nepali (and plain digits in English)', async () => {
    const t = createInstance();
    await t.init({
      lng: 'ne',
      fallbackLng: false,
      interpolation: { escapeValue: false },
      resources: Object.fromEntries(
        (['en', 'ne'] as const).map((language) => [
          language,
          Object.fromEntries(Object.entries(CATALOGUES).map(([ns, bundles]) => [ns, bundles[language]])),
        ]),
      ),
    });
    addNumberFormat(t);
    for (const [id, names] of Object.entries(NUMBER_PLACEHOLDERS)) {
      const [ns = '', key = ''] = id.split(':');
      const values = Object.fromEntries(names.map((name) => [name, 2026]));
      const ne = t.getFixedT('ne', ns)(key, values);
      const en = t.getFixedT('en', ns)(key, values);
      expect(ne, id).not.toBe(key);
      expect(ne, id).toMatch(/२,?०२६/);
      expect(ne, id).not.toMatch(/[0-9]/);
      expect(en, id).toMatch(/2,?026/);
    }
    expect(t.getFixedT('ne', 'shell')('footer.copyright', { year: 2026 })).toMatch(/^© २०२६ /);
    expect(t.getFixedT('ne', 'common')('validation.tooShort', { min: '8' })).toContain('८');
  });
});
