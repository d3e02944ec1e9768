import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { verifiedAccount } from '../support/accounts.ts';
import { loginAsAdmin } from '../support/admin.ts';
import { sql } from '../support/database.ts';
import { expect, test } from '../support/test.ts';
import { loginViaApi } from '../support/ui.ts';

async function seriousViolations(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Let lists that load after the heading settle before the scan.
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

for (const path of ['/job_seeker/dashboard', '/job_seeker/profile', '/job_seeker/saved-jobs']) {
  test(`axe: no serious violations on ${path}`, async ({ page, request }) => {
    await loginViaApi(page, await verifiedAccount(request, 'job_seeker'));
    await page.goto(path);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

for (const path of ['/employer/dashboard', '/employer/profile', '/employer/post-job']) {
  test(`axe: no serious violations on ${path}`, async ({ page, request }) => {
    const employer = await verifiedAccount(request, 'employer');
    await sql("update users set approval_status = 'approved' where email = $1", [employer.email]);
    await loginViaApi(page, employer);
    await page.goto(path);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

for (const path of ['/admin/dashboard', '/admin/employers', '/admin/approvals', '/admin/locations']) {
  test(`axe: no serious violations on ${path}`, async ({ page }) => {
    await loginAsAdmin(page);
    await page.goto(path);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
