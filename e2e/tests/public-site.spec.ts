import { expect, test } from '../support/test.ts';
import { authPanel, languageToggle } from '../support/ui.ts';

test('an unknown path shows the 404 page with a way home, in both languages', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeVisible();
  await languageToggle(page).click();
  await expect(page.getByRole('heading', { level: 1, name: '४०४ - पृष्ठ फेला परेन' })).toBeVisible();
  await languageToggle(page).click();
  await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gandaki Province Job Portal' })).toBeVisible();
});

test('the home hero leads to the jobs and opens the sign-up panel', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('button', { name: 'Sign up' }).click();
  await expect(authPanel(page)).toBeVisible();
  await expect(authPanel(page).getByRole('tab', { name: 'Sign up' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(authPanel(page)).toBeHidden();

  await page.getByRole('main').getByRole('link', { name: 'Browse jobs' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Find jobs' })).toBeVisible();
});
