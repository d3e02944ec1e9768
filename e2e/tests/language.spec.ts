import { expect, test } from '../support/test.ts';
import { authPanel, header, languageToggle } from '../support/ui.ts';

test('switching to Nepali changes header, auth panel and remote, and persists across reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Gandaki Province Job Portal' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Jobs', exact: true })).toBeVisible();

  await languageToggle(page).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  // public-site (a remote) and the shell header both follow.
  await expect(page.getByRole('heading', { level: 1, name: 'गण्डकी प्रदेश रोजगार पोर्टल' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Jobs', exact: true })).toHaveCount(0);
  await header(page).getByRole('button', { name: 'लगइन', exact: true }).click();
  const panel = authPanel(page);
  await expect(panel.getByText('आफ्नो खातामा लगइन गर्नुहोस्')).toBeVisible();
  await expect(panel.getByRole('textbox', { name: 'इमेल', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await expect(page.getByRole('heading', { level: 1, name: 'गण्डकी प्रदेश रोजगार पोर्टल' })).toBeVisible();

  await languageToggle(page).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Gandaki Province Job Portal' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Jobs', exact: true })).toBeVisible();
});
