import type { Page } from '@playwright/test';
import { shellEn } from '../../shell/src/i18n/shell-en.ts';
import { shellNe } from '../../shell/src/i18n/shell-ne.ts';
import type { Language } from '../support/seeker.ts';
import { expect, test } from '../support/test.ts';
import { authPanel, header, pageIn } from '../support/ui.ts';

const shellTexts = { en: shellEn, ne: shellNe } as const;

/** The mouse wheel turned down over (x, y). */
async function wheelAt(page: Page, x: number, y: number) {
  await page.mouse.move(x, y);
  await page.mouse.wheel(0, 900);
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test.use({ viewport: { width: 390, height: 844 } });

for (const language of ['en', 'ne'] as const satisfies readonly Language[]) {
  const t = shellTexts[language];

  test(`[${language}] the page behind the open login panel does not scroll; focus stays in the panel; Escape closes it`, async ({
    page,
  }, testInfo) => {
    await page.goto(pageIn(language, '/'));
    const login = header(page).getByRole('button', { name: t.header.login, exact: true });
    await login.click();
    const panel = authPanel(page);
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { name: t.auth.loginTitle })).toBeVisible();

    // The wheel over the panel and over the strip of page beside it: the page stays put.
    await wheelAt(page, 200, 600);
    await wheelAt(page, 10, 600);
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.screenshot({ path: testInfo.outputPath(`login-panel-390-${language}.png`) });

    // Tab and Shift+Tab go round the panel's own controls.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }

    // Escape closes it, focus goes back to Login, and the page scrolls again.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(login).toBeFocused();
    await wheelAt(page, 200, 600);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
  });
}
