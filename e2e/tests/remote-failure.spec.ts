import { verifiedAccount } from '../support/accounts.ts';
import { expect, test } from '../support/test.ts';
import { header, languageToggle, loginViaApi } from '../support/ui.ts';

// Match the entry whether it is served from the workspace dist or from a deployed build folder.
const PUBLIC_SITE_ENTRY = /\/remotes\/public-site\/(builds\/[^/]+\/)?remoteEntry\.js$/;
const SEEKER_APP_ENTRY = /\/remotes\/seeker-app\/(builds\/[^/]+\/)?remoteEntry\.js$/;

test('a remote that fails to load shows the retry panel while the header keeps working', async ({ page }) => {
  await page.route(PUBLIC_SITE_ENTRY, (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto('/');

  const unavailable = page.getByTestId('remote-unavailable');
  await expect(unavailable).toBeVisible();
  await expect(unavailable).toContainText('This section is unavailable right now.');
  await expect(header(page)).toBeVisible();
  // The header still works: the language toggle leads to the Nepali page, whose section is still unavailable.
  await languageToggle(page).click();
  await expect(page).toHaveURL(/\/ne\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await expect(unavailable).toContainText('यो खण्ड अहिले उपलब्ध छैन।');

  await page.unroute(PUBLIC_SITE_ENTRY);
  await unavailable.getByRole('button', { name: 'पुनः प्रयास गर्नुहोस्' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'गण्डकी प्रदेश रोजगार पोर्टल' })).toBeVisible();
  await expect(unavailable).toBeHidden();
});

test('a failing protected area leaves the header and other areas working', async ({ page, request }) => {
  const account = await verifiedAccount(request, 'job_seeker', 'Maya Gurung');
  await loginViaApi(page, account);
  await page.route(SEEKER_APP_ENTRY, (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto('/job_seeker/dashboard');
  await expect(page.getByTestId('remote-unavailable')).toBeVisible();

  // Another area still loads from the header's navigation.
  await header(page).getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gandaki Province Job Portal' })).toBeVisible();

  await page.goto('/job_seeker/dashboard');
  await expect(page.getByTestId('remote-unavailable')).toBeVisible();
  await page.unroute(SEEKER_APP_ENTRY);
  await page.getByTestId('remote-unavailable').getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Maya Gurung' })).toBeVisible();
});
