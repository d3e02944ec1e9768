import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { shellEn } from '../../shell/src/i18n/shell-en.ts';
import { shellNe } from '../../shell/src/i18n/shell-ne.ts';
import { verifiedAccount } from '../support/accounts.ts';
import { type Language, useLanguage } from '../support/seeker.ts';
import { expect, test } from '../support/test.ts';
import { loginViaApi } from '../support/ui.ts';

const shellTexts = { en: shellEn, ne: shellNe } as const;

/** Touch targets a thumb can hit: the WCAG 2.5.5 / platform guidance of 44 CSS px. */
const TOUCH = 44;

/**
 * Every control of the settings page with the height of what a tap reaches (a box's or a radio's whole label
 * row, else the control itself), and whether it is drawn as the portal's forms draw theirs.
 */
const controls = (page: Page) =>
  page.locator('main').evaluate((main) =>
    [...main.querySelectorAll('input, select, button, a.btn')].map((control) => {
      const target = control.closest('label') ?? control;
      const style = getComputedStyle(control);
      return {
        control: `${control.tagName.toLowerCase()}${control.getAttribute('type') ? `[${control.getAttribute('type')}]` : ''} ${(target.textContent ?? '').trim().slice(0, 40)}`,
        height: Math.round(target.getBoundingClientRect().height),
        // Boxes and radios in the portal's colour, not the browser's default blue.
        accent: style.accentColor,
      };
    }),
  );

for (const language of ['en', 'ne'] as const satisfies readonly Language[]) {
  const t = shellTexts[language].settings;

  test(`[${language}] /settings is drawn like the other forms, every control a full touch target on a phone`, async ({
    page,
    request,
  }, testInfo) => {
    const seeker = await verifiedAccount(request, 'job_seeker');
    await useLanguage(page, language);
    await loginViaApi(page, seeker);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByTestId('alert-row').first()).toBeVisible();
    await expect(page.getByTestId('notification-settings').getByRole('checkbox').first()).toBeVisible();

    const select = page.getByRole('combobox', { name: t.language.label });
    await expect(select).toHaveClass(/field-input/);
    const found = await controls(page);
    expect(found.length).toBeGreaterThan(10);
    expect(found.filter((c) => c.height < TOUCH)).toEqual([]);
    expect(found.filter((c) => c.control.startsWith('input[checkbox]') && c.accent === 'auto')).toEqual([]);

    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
      [],
    );
    await page.screenshot({ path: testInfo.outputPath(`settings-390-${language}.png`), fullPage: true });
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.screenshot({ path: testInfo.outputPath(`settings-1366-${language}.png`), fullPage: true });
  });
}
