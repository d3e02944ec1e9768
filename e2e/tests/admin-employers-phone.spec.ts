import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { ADMIN_TEXT, findOnPages, type Lang, loginAsAdmin, openAdmin } from '../support/admin.ts';
import { expect, test } from '../support/test.ts';

test.use({ viewport: { width: 390, height: 844 } });

for (const lang of ['en', 'ne'] as const satisfies Lang[]) {
  test(`admin employers on a phone in ${lang}: the add form closes on success with the message, a row's actions are one row`, async ({
    page,
  }) => {
    const T = ADMIN_TEXT[lang];
    const company = `Phone Co ${randomUUID().slice(0, 8)}`;
    await loginAsAdmin(page);
    await openAdmin(page, '/admin/employers', lang);
    await expect(page).toHaveTitle(new RegExp(`^${lang === 'en' ? 'Employers' : 'रोजगारदाताहरू'} \\| `));

    await page.getByRole('button', { name: T.addEmployer }).click();
    const form = page.getByTestId('employer-form');
    await form.getByRole('textbox', { name: T.companyName }).fill(company);
    await form.getByRole('textbox', { name: T.email }).fill(`phone-${randomUUID().slice(0, 8)}@e2e.test`);
    await form.getByLabel(T.password).fill('secret-pass-1');
    await form.getByRole('button', { name: T.save, exact: true }).click();
    await expect(form).toBeHidden();
    const flash = page.getByTestId('admin-flash');
    await expect(flash).toHaveText(T.created(company));
    await expect(flash).toBeInViewport();

    // Edit, (de)activate and delete side by side: the same top, one button high.
    const edit = await findOnPages(page, page.getByRole('button', { name: T.edit(company) }), lang);
    const row = page.getByTestId('employer-row').filter({ has: edit });
    const buttons = row.locator('.table-actions .btn');
    await expect(buttons).toHaveCount(3);
    const boxes = await buttons.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().top));
    expect(new Set(boxes.map(Math.round)).size).toBe(1);

    // The page itself never scrolls sideways (a wide table scrolls in its own box).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
      [],
    );
  });
}
