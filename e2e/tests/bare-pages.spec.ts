import AxeBuilder from '@axe-core/playwright';
import { shellEn } from '../../shell/src/i18n/shell-en.ts';
import { shellNe } from '../../shell/src/i18n/shell-ne.ts';
import { type Language, useLanguage } from '../support/seeker.ts';
import { expect, test } from '../support/test.ts';
import { languageToggle } from '../support/ui.ts';

const shellTexts = { en: shellEn, ne: shellNe } as const;
const other = (language: Language): Language => (language === 'en' ? 'ne' : 'en');

/** The pages without the site header (spec section 2), with the heading each shows. */
const pages = [
  { path: '/signup', heading: (language: Language) => shellTexts[language].auth.signupTitle },
  { path: '/admin/login', heading: (language: Language) => shellTexts[language].adminLogin.title },
] as const;

for (const { path, heading } of pages) {
  for (const language of ['en', 'ne'] as const satisfies readonly Language[]) {
    test(`[${language}] ${path} has no header but a language toggle and a visible way home`, async ({
      page,
    }, testInfo) => {
      await useLanguage(page, language);
      for (const viewport of [
        { width: 390, height: 844 },
        { width: 1366, height: 768 },
      ]) {
        await page.setViewportSize(viewport);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading(language) })).toBeVisible();
        await expect(page.getByRole('banner')).toBeHidden();
        await expect(languageToggle(page)).toBeVisible();
        await expect(page.getByRole('link', { name: shellTexts[language].nav.home, exact: true })).toBeVisible();
        await page.screenshot({
          path: testInfo.outputPath(`${path.replaceAll('/', '_')}-${viewport.width}-${language}.png`),
          fullPage: true,
        });
      }
      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
        [],
      );

      // The toggle switches the page in place; the home link leads to the home page in the language now chosen.
      await languageToggle(page).click();
      await expect(page.getByRole('heading', { level: 1, name: heading(other(language)) })).toBeVisible();
      await page.getByRole('link', { name: shellTexts[other(language)].nav.home, exact: true }).click();
      await expect(page).toHaveURL(other(language) === 'ne' ? /\/ne\/$/ : /\/$/);
      await expect(page.getByRole('banner')).toBeVisible();
    });
  }
}
