import type { Locator, Page } from '@playwright/test';
import { verifiedAccount } from '../support/accounts.ts';
import { adminToken, type Lang, loginAsAdmin, openAdmin } from '../support/admin.ts';
import { BASE_URL } from '../support/e2e-env.ts';
import { approvedEmployer, insertJob, uniqueWord } from '../support/jobs.ts';
import { expect, test } from '../support/test.ts';

/** Every admin list; each must have at least one row when the test looks (the test makes one where needed). */
const LISTS = [
  { path: '/admin/jobs', columns: { en: 'Posted', ne: 'पोस्ट मिति' } },
  { path: '/admin/employers', columns: { en: 'Approval status', ne: 'स्वीकृतिको अवस्था' } },
  { path: '/admin/seekers', columns: { en: 'Registered', ne: 'दर्ता मिति' } },
  { path: '/admin/audit-log', columns: { en: 'Administrator', ne: 'प्रशासक' } },
  { path: '/admin/categories', columns: { en: 'Name (Nepali)', ne: 'नाम (नेपाली)' } },
  { path: '/admin/attributes/salary-ranges', columns: { en: 'Max', ne: 'अधिकतम' } },
] as const;

/** The text a cell's label shows before its value in the card layout (CSS generated content), or '' if none. */
const labelBefore = (cell: Locator) =>
  cell.evaluate((node) => {
    const content = getComputedStyle(node, '::before').content;
    return content === 'none' || content === 'normal' ? '' : JSON.parse(content);
  });

/** A row's cells of values (not its header cell, not its actions). */
const valueCells = (row: Locator) => row.locator('td:not(:has(.table-actions))');

/** Every row's actions lie inside the viewport, and nothing scrolls sideways (the page or the table's box). */
async function expectNothingOffScreen(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const wrap = page.locator('.table-wrap');
  const { scrollWidth, clientWidth } = await wrap.evaluate((node) => ({
    scrollWidth: node.scrollWidth,
    clientWidth: node.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  for (const button of await page.locator('tbody .btn').all()) {
    const box = await button.boundingBox();
    expect(box).not.toBeNull();
    if (box) expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
}

test.describe('admin lists: cards on a phone, a table on a desktop', () => {
  test.describe.configure({ timeout: 120_000 });

  test.beforeAll(async ({ request }) => {
    // A job, an employer and a seeker in the lists, and an admin change (an activation) in the audit log.
    const employer = await approvedEmployer(request, `Cards Co ${uniqueWord()}`);
    await insertJob(employer.id, { title: `Cards job ${uniqueWord()}` });
    await verifiedAccount(request, 'job_seeker', `Cards Seeker ${uniqueWord()}`);
    const token = await adminToken(request);
    const res = await request.put(`${BASE_URL}/api/admin/users/${employer.id}/status`, {
      headers: { authorization: `Bearer ${token}` },
      data: { isActive: true },
    });
    expect(res.status(), await res.text()).toBe(200);
  });

  for (const lang of ['en', 'ne'] as const satisfies Lang[]) {
    test(`on a phone in ${lang}: each row is a card with its column names, actions on screen`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await loginAsAdmin(page);
      for (const list of LISTS) {
        await openAdmin(page, list.path, lang);
        const row = page.locator('tbody tr').first();
        await expect(row).toBeVisible();
        // The column's name shows above its value (the actions speak for themselves), and the header row is out of
        // sight (read by screen readers).
        const labels = await Promise.all((await valueCells(row).all()).map(labelBefore));
        expect(labels, list.path).toContain(list.columns[lang]);
        expect(labels.filter((label) => label === '')).toEqual([]);
        await expect(page.locator('thead')).not.toBeInViewport();
        // Cards stack: the second cell sits under the first, not beside it.
        const [first, second] = await Promise.all([
          row.locator('th, td').nth(0).boundingBox(),
          row.locator('th, td').nth(1).boundingBox(),
        ]);
        expect(second?.y ?? 0).toBeGreaterThan(first?.y ?? 0);
        await expectNothingOffScreen(page, 390);
      }
    });

    test(`on a desktop in ${lang}: a real table with its column headers`, async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 768 });
      await loginAsAdmin(page);
      for (const list of LISTS) {
        await openAdmin(page, list.path, lang);
        await expect(page.getByRole('columnheader', { name: list.columns[lang], exact: true })).toBeVisible();
        const row = page.locator('tbody tr').first();
        await expect(row).toBeVisible();
        const cells = await valueCells(row).all();
        expect(await Promise.all(cells.map(labelBefore))).toEqual(cells.map(() => ''));
        const [first, second] = await Promise.all([
          row.locator('th, td').nth(0).boundingBox(),
          row.locator('th, td').nth(1).boundingBox(),
        ]);
        expect(second?.x ?? 0).toBeGreaterThan(first?.x ?? 0);
        await expectNothingOffScreen(page, 1366);
      }
    });
  }
});
