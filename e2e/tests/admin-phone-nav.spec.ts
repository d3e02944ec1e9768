import AxeBuilder from '@axe-core/playwright';
import { type Lang, loginAsAdmin, openAdmin } from '../support/admin.ts';
import { expect, test } from '../support/test.ts';

const TEXT = {
  en: { nav: 'Admin panel', seekers: 'Job seekers', heading: 'Job seekers' },
  ne: { nav: 'प्रशासक प्यानल', seekers: 'जागिर खोज्नेहरू', heading: 'जागिर खोज्नेहरू' },
} as const;

for (const lang of ['en', 'ne'] as const satisfies Lang[]) {
  const T = TEXT[lang];

  test(`admin on a phone in ${lang}: the menu is rows of links and the page starts on the first screen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAsAdmin(page);
    await openAdmin(page, '/admin/dashboard', lang);
    const nav = page.getByRole('navigation', { name: T.nav });
    await nav.getByRole('link', { name: T.seekers, exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/seekers$/);
    const heading = page.getByRole('heading', { level: 1, name: T.heading });
    await expect(heading).toBeVisible();

    // Every link of the menu is on screen, none wider than the phone, and the page's heading is above the fold.
    for (const link of await nav.getByRole('link').all()) {
      const box = await link.boundingBox();
      expect(box).not.toBeNull();
      if (box) {
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
        expect(box.height).toBeGreaterThanOrEqual(40);
      }
    }
    const top = await heading.evaluate((node) => node.getBoundingClientRect().top + window.scrollY);
    expect(top).toBeLessThan(844);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath(`admin-phone-nav-${lang}.png`) });

    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  });
}
