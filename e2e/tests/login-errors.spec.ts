import { newAccount, signupViaApi, verifiedAccount } from '../support/accounts.ts';
import { deactivate } from '../support/database.ts';
import { expect, test } from '../support/test.ts';
import { authPanel, loginInPanel, openAuthPanel } from '../support/ui.ts';

test('a wrong password shows the server message', async ({ page, request }) => {
  const account = await verifiedAccount(request, 'job_seeker');
  await page.goto('/');
  await openAuthPanel(page, 'login');
  await loginInPanel(page, { ...account, password: 'not-the-password' });
  await expect(authPanel(page).getByRole('alert')).toHaveText('Invalid email or password.');
  await expect(page).toHaveURL(/\/$/);
});

test('an unverified account is told to verify first', async ({ page, request }) => {
  const account = newAccount('job_seeker');
  await signupViaApi(request, account);
  await page.goto('/');
  await openAuthPanel(page, 'login');
  await loginInPanel(page, account);
  await expect(authPanel(page).getByRole('alert')).toContainText(
    'Please verify your email before logging in. Check your inbox for the link.',
  );
});

test('a deactivated account cannot log in', async ({ page, request }) => {
  const account = await verifiedAccount(request, 'employer');
  await deactivate(account.email);
  await page.goto('/');
  await openAuthPanel(page, 'login');
  await loginInPanel(page, account);
  await expect(authPanel(page).getByRole('alert')).toHaveText(
    'This account has been deactivated. Please contact an administrator.',
  );
});
