import type { Page } from '@playwright/test';
import publicEn from '../../public-site/src/i18n/en.json' with { type: 'json' };
import publicNe from '../../public-site/src/i18n/ne.json' with { type: 'json' };
import seekerEn from '../../seeker-app/src/i18n/en.json' with { type: 'json' };
import seekerNe from '../../seeker-app/src/i18n/ne.json' with { type: 'json' };
import { areasEn } from '../../shared-ui/src/i18n/areas-en.ts';
import { areasNe } from '../../shared-ui/src/i18n/areas-ne.ts';
import { commonEn } from '../../shared-ui/src/i18n/common-en.ts';
import { commonNe } from '../../shared-ui/src/i18n/common-ne.ts';

export type Language = 'en' | 'ne';

/** The screens' own strings per language, so one journey runs in both. */
export const texts = {
  en: { seeker: seekerEn, common: commonEn, areas: areasEn, site: publicEn },
  ne: { seeker: seekerNe, common: commonNe, areas: areasNe, site: publicNe },
} as const;

/** Fills {{name}} placeholders the way i18next does. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
}

/** Starts every page of this test in the given language (the shell reads it from local storage). */
export async function useLanguage(page: Page, language: Language): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('portal.language', value), language);
}

const DEVANAGARI = '०१२३४५६७८९';
export const localDigits = (text: string, language: Language) =>
  language === 'ne' ? text.replace(/[0-9]/g, (d) => DEVANAGARI[Number(d)] ?? d) : text;

/** A small real PDF (checked by content on the server). */
export const pdfBytes = () =>
  Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n', 'latin1');
