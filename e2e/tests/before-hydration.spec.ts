import type { Browser, Page } from '@playwright/test';
import { shellEn } from '../../shell/src/i18n/shell-en.ts';
import { BASE_URL } from '../support/e2e-env.ts';
import { approvedEmployer, byName, insertJob, lookups, uniqueWord } from '../support/jobs.ts';
import { texts } from '../support/seeker.ts';
import { expect, test } from '../support/test.ts';
import { languageToggle } from '../support/ui.ts';

/**
 * The public pages' controls do their job before hydration (server README, "Server-side rendering"): on a slow
 * phone the server-rendered page is on screen for seconds before its scripts run. Checked with JavaScript off.
 */
const PHONE = { width: 390, height: 844 };

async function withoutScripts(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  return context.newPage();
}

test.describe('before hydration, at phone width', () => {
  let title: string;

  test.beforeAll(async ({ request }) => {
    const word = uniqueWord('prehydrate');
    const employer = await approvedEmployer(request, `Before Scripts Traders ${word}`);
    title = `Ferry pilot ${word}`;
    await insertJob(employer.id, { title });
  });

  test('the language toggle leads to the Nepali URL of the page and back, keeping its query', async ({ browser }) => {
    const page = await withoutScripts(browser);
    await page.goto(`${BASE_URL}/jobs?q=${encodeURIComponent(title)}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('job-card').filter({ hasText: title })).toBeVisible();

    await languageToggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
    const switched = new URL(page.url());
    expect([switched.pathname, [...switched.searchParams]]).toEqual(['/ne/jobs', [['q', title]]]);
    await expect(page.getByTestId('job-card').filter({ hasText: title })).toBeVisible();
    await expect(languageToggle(page)).toHaveText(texts.ne.common.language.en);
    // The page's links keep the language.
    await page.getByRole('contentinfo').getByRole('link', { name: 'हाम्रो बारेमा' }).click();
    expect(new URL(page.url()).pathname).toBe('/ne/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
    await expect(page.getByRole('heading', { level: 1, name: 'पोर्टलको बारेमा' })).toBeVisible();

    await languageToggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(new URL(page.url()).pathname).toBe('/about');
    expect(new URL(page.url()).search).toBe('');
    await expect(languageToggle(page)).toHaveText(texts.en.common.language.ne);
    await page.context().close();
  });
});

test('on /jobs, "Filters" opens the filters and Apply runs the search, keeping the keyword', async ({
  browser,
  request,
}) => {
  const L = await lookups(request);
  const word = uniqueWord('nojsfilter');
  const employer = await approvedEmployer(request, `Filter Form Traders ${word}`);
  const kaski = byName(L.locations, 'Kaski');
  await insertJob(employer.id, { title: `Porter ${word}`, locationId: kaski.id });
  await insertJob(employer.id, { title: `Porter elsewhere ${word}`, locationId: byName(L.locations, 'Tanahun').id });
  const page = await withoutScripts(browser);
  await page.goto(`${BASE_URL}/jobs?q=${word}`);
  await expect(page.getByTestId('job-card')).toHaveCount(2);
  const filters = page.locator('#jobs-filters');
  await expect(filters).toBeHidden();

  await page.getByTestId('filter-button').click();
  await expect(filters).toBeVisible();
  await filters.getByLabel(kaski.name_en, { exact: true }).check();
  await filters.getByRole('button', { name: texts.en.site.jobs.applyFilters }).click();

  await expect(page).toHaveURL(/\/jobs\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('q')).toBe(word);
  expect(url.searchParams.getAll('locationIds')).toEqual([kaski.id]);
  await expect(page.getByTestId('job-card')).toHaveCount(1);
  await expect(page.getByTestId('job-card')).toContainText(`Porter ${word}`);
  await expect(page.getByTestId('filter-button')).toHaveText('Filters (1)');
  // The choice is kept in the form: opening it again shows the district ticked, and Close hides it.
  await page.getByTestId('filter-button').click();
  await expect(filters.getByLabel(kaski.name_en, { exact: true })).toBeChecked();
  await filters.getByRole('button', { name: texts.en.common.actions.close }).click();
  await expect(filters).toBeHidden();
  await page.context().close();
});

test("the guest header's Sign up goes to the sign-up page, Login comes back to the page to log in", async ({
  browser,
}) => {
  const page = await withoutScripts(browser);
  await page.goto(`${BASE_URL}/jobs?q=porter`);
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/#login$/);
  const back = new URL(page.url());
  expect([back.pathname, back.searchParams.get('q')]).toEqual(['/jobs', 'porter']);
  await page.getByRole('banner').getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page).toHaveURL(/\/signup\??$/);
  await page.context().close();
});

test('a page reached by Login before hydration opens the login panel once live, and drops #login', async ({ page }) => {
  await page.goto('/jobs?q=porter#login');
  const panel = page.getByRole('dialog');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/jobs\?q=porter$/);
  // Hydrated, the header's buttons open the panel in place, as before.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await page.getByRole('banner').getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(panel).toBeVisible();
  await expect(page).toHaveURL(/\/jobs\?q=porter$/);
});

test('the menu button shows the main navigation, and its links go to their pages', async ({ browser }) => {
  const page = await withoutScripts(browser);
  await page.goto(`${BASE_URL}/about`);
  const nav = page.getByRole('navigation', { name: shellEn.nav.label });
  await expect(nav).toBeHidden();
  await page.getByTestId('menu-toggle').click();
  await expect(nav).toBeVisible();
  await nav.getByRole('link', { name: shellEn.nav.jobs, exact: true }).click();
  await expect(page).toHaveURL(`${BASE_URL}/jobs`);
  await expect(page.getByRole('heading', { level: 1, name: texts.en.site.jobs.title })).toBeVisible();
  await expect(nav).toBeHidden();
  await page.context().close();
});

test('hydrated, the menu button opens and closes the navigation in place, as before', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/about');
  const nav = page.getByRole('navigation', { name: shellEn.nav.label });
  const toggle = page.getByTestId('menu-toggle');
  await expect(nav).toBeHidden();
  await toggle.click();
  await expect(nav).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(await nav.evaluate((element) => element.matches(':popover-open'))).toBe(false);
  await toggle.click();
  await expect(nav).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('an old ?lang= link opens the page in that language, which the browser then keeps', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('portal.language', 'en');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto('/jobs?lang=ne');
  expect(new URL(page.url()).pathname).toBe('/ne/jobs');
  expect(new URL(page.url()).search).toBe('');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated');
  await expect(page.getByRole('heading', { level: 1, name: texts.ne.site.jobs.title })).toBeVisible();
  await expect(languageToggle(page)).toHaveText(texts.ne.common.language.en);
  expect(await page.evaluate(() => localStorage.getItem('portal.language'))).toBe('ne');
  // After hydration the toggle moves in the app to the English URL.
  await languageToggle(page).click();
  await expect(languageToggle(page)).toHaveText(texts.en.common.language.ne);
  expect(new URL(page.url()).pathname).toBe('/jobs');
});
