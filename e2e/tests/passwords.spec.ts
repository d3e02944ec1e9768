import type { APIRequestContext } from '@playwright/test';
import { verifiedAccount } from '../support/accounts.ts';
import { BASE_URL } from '../support/e2e-env.ts';
import { linkFrom, waitForMail } from '../support/mailbox.ts';
import { expect, test } from '../support/test.ts';
import { loginInPanel, openAuthPanel } from '../support/ui.ts';

const NEW_PASSWORD = 'another-pass-2';

async function canLogIn(request: APIRequestContext, email: string, password: string) {
  const res = await request.post(`${BASE_URL}/api/auth/login`, { data: { email, password, role: 'job_seeker' } });
  return res.status();
}

test('a seeker changes the password: mismatch is refused, the new one works and the old one not', async ({
  page,
  request,
}) => {
  const account = await verifiedAccount(request, 'job_seeker');
  // Log in through the panel (not loginViaApi, whose init script would put the old token back on reload).
  await page.goto('/');
  await openAuthPanel(page, 'login');
  await loginInPanel(page, account);
  await expect(page).toHaveURL(/\/jobs$/);
  await page.goto('/change-password');
  await page.getByTestId('current-password').fill(account.password);
  await page.getByTestId('new-password').fill(NEW_PASSWORD);
  await page.getByTestId('confirm-new-password').fill('something-else');
  await page.getByTestId('change-password-submit').click();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();

  await page.getByTestId('confirm-new-password').fill(NEW_PASSWORD);
  await page.getByTestId('change-password-submit').click();
  await expect(page.getByTestId('change-password-result')).toHaveText('Password changed successfully.');
  // This tab keeps its session (it got a fresh token) ...
  const me = page.waitForResponse((res) => res.url().endsWith('/api/users/me'));
  await page.reload();
  expect((await me).status()).toBe(200);
  await expect(page.getByTestId('current-password')).toBeVisible();
  await expect(page).toHaveURL(/\/change-password$/);
  // ... and only the new password opens the account.
  expect(await canLogIn(request, account.email, account.password)).toBe(401);
  expect(await canLogIn(request, account.email, NEW_PASSWORD)).toBe(200);
});

test('a forgotten password is reset through the emailed link, once', async ({ page, request }) => {
  const account = await verifiedAccount(request, 'job_seeker');
  await page.goto('/forgot-password');
  await page.getByTestId('forgot-email').fill(account.email);
  await page.getByTestId('forgot-submit').click();
  await expect(page.getByRole('alert').or(page.getByRole('status')).first()).toBeVisible();

  const link = linkFrom(await waitForMail(account.email, /reset/i));
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByTestId('reset-password').fill(NEW_PASSWORD);
  await page.getByTestId('reset-confirm-password').fill(NEW_PASSWORD);
  await page.getByTestId('reset-submit').click();
  await expect(page.getByText('Your password has been reset. You can now log in.')).toBeVisible();
  expect(await canLogIn(request, account.email, NEW_PASSWORD)).toBe(200);

  // The same link does not work twice.
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByTestId('reset-password').fill('third-pass-3');
  await page.getByTestId('reset-confirm-password').fill('third-pass-3');
  await page.getByTestId('reset-submit').click();
  await expect(page.getByText('This link is invalid or has expired.')).toBeVisible();
});
