import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { shellEn } from '../../../shell/src/i18n/shell-en.ts';
import { shellNe } from '../../../shell/src/i18n/shell-ne.ts';
import { BS_MONTHS_NE } from '../calendar/bs-date.ts';
import { areasEn } from './areas-en.ts';
import { areasNe } from './areas-ne.ts';
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
  areas: { en: areasEn, ne: areasNe },
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

type Rule = (typeof NEPALI_GLOSSARY)[number];

const repo = path.resolve(process.cwd(), '..');
const PACKAGES = [
  'server',
  'shared-ui',
  'shared-api',
  'shell',
  'public-site',
  'seeker-app',
  'employer-app',
  'admin-app',
];
/**
 * Source files whose Nepali is not the portal's wording: the glossary itself, the catalogues (checked key by key
 * above), the search vocabulary (every spelling people type, on purpose), sample content written as employers
 * would (demo data, benchmarks, fixtures) and tests.
 */
const NOT_WORDING = [
  /\.test\.tsx?$/,
  /\/test\//,
  /\/fixtures\//,
  /^shared-ui\/src\/i18n\//,
  /^shell\/src\/i18n\/shell-ne\.ts$/,
  /\/src\/i18n\/ne\.json$/,
  /^server\/src\/scripts\//,
  /^server\/src\/modules\/jobs\/(romanize|roman-terms|did-you-mean)\.ts$/,
];

/** Every Nepali line of the portal's source outside the catalogues: mails, server pages, PDFs, the export, dates. */
function sourceLines(): [string, string][] {
  const lines: [string, string][] = [];
  for (const pkg of PACKAGES) {
    for (const entry of readdirSync(path.join(repo, pkg), { recursive: true, encoding: 'utf8' })) {
      const file = `${pkg}/${entry}`;
      if (/node_modules|\/dist\//.test(file) || !/\.(ts|tsx|mjs|js|html|json)$/.test(file)) continue;
      if (NOT_WORDING.some((pattern) => pattern.test(file))) continue;
      readFileSync(path.join(repo, file), 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (/[\u0900-\u097F]/.test(line)) lines.push([`${file}:${index + 1}`, line]);
        });
    }
  }
  return lines;
}
const SOURCE_LINES = sourceLines();

/** The text a rule reads: placeholders (code's names, not words) and the allowed phrases removed. */
function visible(rule: Rule, text: string) {
  let words = text.replace(/\{\{[^}]*\}\}|\$\{[^}]*\}/g, '');
  for (const allowed of rule.allowed ?? []) words = words.replace(new RegExp(allowed, 'g'), '');
  return words;
}

/** A rule's offences in one language: `<namespace>:<key>: <text>` for each string using an avoided term. */
function offences(language: 'en' | 'ne', rule: Rule) {
  const found: string[] = [];
  for (const [namespace, bundles] of Object.entries(CATALOGUES)) {
    const english = new Map(strings(bundles.en, ''));
    for (const [key, text] of strings(bundles[language], '')) {
      if (rule.avoid?.test(visible(rule, text))) found.push(`${namespace}:${key}: ${text}`);
      const pair = rule.pair;
      if (
        language === 'ne' &&
        pair &&
        pair.english.test(visible(rule, english.get(key) ?? '')) &&
        !pair.nepali.test(text)
      ) {
        found.push(`${namespace}:${key}: "${english.get(key)}" is not "${rule.use}" in: ${text}`);
      }
    }
  }
  return found;
}

/** A rule's offences in the Nepali of the source files: `<file>:<line>: <text>`. */
function sourceOffences(rule: Rule) {
  if (rule.cataloguesOnly || !rule.avoid) return [];
  const avoid = rule.avoid;
  return SOURCE_LINES.filter(([, line]) => avoid.test(visible(rule, line))).map(
    ([at, line]) => `${at}: ${line.trim()}`,
  );
}

describe('the Nepali glossary', () => {
  for (const rule of NEPALI_GLOSSARY) {
    it(`every Nepali catalogue says "${rule.use}" for ${rule.concept}`, () => {
      expect(offences('ne', rule)).toEqual([]);
      if (rule.english) expect(offences('en', rule)).toEqual([]);
    });
    if (!rule.cataloguesOnly && rule.avoid) {
      it(`the server's mails, pages, PDFs and export and every other Nepali source text follow "${rule.use}"`, () => {
        expect(sourceOffences(rule)).toEqual([]);
      });
    }
  }

  it('reads the Nepali of the server and the apps outside the catalogues (mails, pages, the export, dates)', () => {
    const files = new Set(SOURCE_LINES.map(([at]) => at.replace(/:\d+$/, '')));
    for (const file of [
      'server/src/mail/templates.ts',
      'server/src/modules/notifications/notification-mail.ts',
      'server/src/modules/alerts/alert-mail.ts',
      'server/src/modules/account/account-export.ts',
      'server/src/modules/seo/public-page-head.ts',
      'shared-ui/src/calendar/bs-date.ts',
    ]) {
      expect(files, file).toContain(file);
    }
  });

  it('names the Bikram Sambat months as the glossary does', () => {
    const months = NEPALI_GLOSSARY.find((rule) => rule.concept === 'Bikram Sambat months');
    expect(BS_MONTHS_NE.join(' ')).toBe(months?.use);
  });

  it('is checked against real catalogue text (a test that cannot fail would prove nothing)', () => {
    const save = NEPALI_GLOSSARY.find((rule) => rule.concept.startsWith('save'));
    expect(save?.avoid?.test('जागिर सुरक्षित गर्नुहोस्')).toBe(true);
    expect(offences('ne', { concept: 'x', use: 'x', avoid: /सेभ गर्नुहोस्/ }).length).toBeGreaterThan(3);
    expect(sourceOffences({ concept: 'x', use: 'x', avoid: /इमेल/ }).length).toBeGreaterThan(3);
    const pair = { english: /^Notifications$/, nepali: /अलर्ट/ };
    expect(offences('ne', { concept: 'x', use: 'x', pair })).toContain(
      'shell:notifications.title: "Notifications" is not "x" in: सूचनाहरू',
    );
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
