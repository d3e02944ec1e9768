import { verifiedAccount } from '../support/accounts.ts';
import { expect, test } from '../support/test.ts';
import { authPanel, loginInPanel, loginViaApi } from '../support/ui.ts';

test('a logged-out visitor is sent to / with the login panel, then back after login', async ({ page, request }) => {
  const account = await verifiedAccount(request, 'job_seeker', 'Ram Bahadur');
  await page.goto('/job_seeker/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await expect(authPanel(page)).toBeVisible();
  await loginInPanel(page, account);
  await expect(page).toHaveURL(/\/job_seeker\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ram Bahadur' })).toBeVisible();
});

test('a user with the wrong role is sent to /', async ({ page, request }) => {
  const account = await verifiedAccount(request, 'employer');
  await loginViaApi(page, account);
  await page.goto('/job_seeker/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gandaki Province Job Portal' })).toBeVisible();
  await expect(authPanel(page)).toBeHidden();
});
