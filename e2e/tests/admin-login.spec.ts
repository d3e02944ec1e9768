import { ENV, requiredEnv } from '../support/e2e-env.ts';
import { expect, test } from '../support/test.ts';

test('admin logs in at /admin/login and lands in the admin area', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  // The header is hidden on the admin login page (spec section 2).
  await expect(page.getByRole('banner')).toBeHidden();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(requiredEnv(ENV.adminEmail));
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(requiredEnv(ENV.adminPassword));
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/(jobs|dashboard)$/);
  await expect(page.getByRole('heading', { level: 1, name: /Manage jobs|Admin dashboard/ })).toBeVisible();
});
