import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { sql } from '../support/database.ts';
import { BASE_URL } from '../support/e2e-env.ts';
import { approvedEmployer, byName, insertJob, lookups, uniqueWord } from '../support/jobs.ts';
import { type Language, localDigits, texts, useLanguage } from '../support/seeker.ts';
import { expect, test } from '../support/test.ts';
import { pageIn } from '../support/ui.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };

/** The language as a returning visitor has it: stored, and in the cookie the server renders the first page by. */
async function inLanguage(page: Page, language: Language) {
  await useLanguage(page, language);
  await page.context().addCookies([{ name: 'portal_lang', value: language, url: BASE_URL }]);
}

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(' ')}`);
}

async function jobsTotal(request: APIRequestContext, query: string): Promise<number> {
  const res = await request.get(`/api/jobs?${query}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { total: number }).total;
}

/** Where the screenshots go: the test's output folder and, when set, HOME13_SHOTS (to look at them). */
async function shoot(page: Page, name: string, outputPath: (name: string) => string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: outputPath(`${name}.png`), fullPage: true });
  if (process.env.HOME13_SHOTS) await page.screenshot({ path: `${process.env.HOME13_SHOTS}/${name}.png` });
}

for (const language of ['en', 'ne'] as const satisfies Language[]) {
  const site = texts[language].site;
  const name = (item: { name_en: string; name_ne: string }) => (language === 'en' ? item.name_en : item.name_ne);
  /** A message with its count in the reader's digits, as i18next's `{{count, number}}` writes it. */
  const countText = (template: string, n: number) =>
    template.replace(/\{\{count, number\}\}/g, localDigits(String(n), language));
  const jobsFound = (n: number) => countText(n === 1 ? site.jobs.count_one : site.jobs.count_other, n);

  test.describe(`home and employer pages on a phone in ${language}`, () => {
    test.use({ viewport: PHONE });

    test('the home search lands on /jobs filtered by keyword, district and category', async ({ page, request }) => {
      const L = await lookups(request);
      const word = uniqueWord('homesearch');
      const employer = await approvedEmployer(request, `Bindhyabasini Traders ${word}`);
      const tanahun = byName(L.locations, 'Tanahun');
      const category = L.categories[0];
      if (!category) throw new Error('no category');
      const other = L.categories[1] ?? category;
      await insertJob(employer.id, { title: `Baker ${word}`, locationId: tanahun.id, categoryId: category.id });
      await insertJob(employer.id, { title: `Porter ${word}`, locationId: tanahun.id, categoryId: other.id });
      await insertJob(employer.id, {
        title: `Driver ${word}`,
        locationId: byName(L.locations, 'Kaski').id,
        categoryId: category.id,
      });
      await inLanguage(page, language);
      await page.goto(pageIn(language, '/'));
      const search = page.getByRole('search', { name: site.home.search.label });
      await expect(search).toBeInViewport();
      await search.getByLabel(site.home.search.keyword).fill(word);
      await search.getByLabel(site.home.search.location).selectOption({ label: name(tanahun) });
      await search.getByLabel(site.home.search.category).selectOption({ label: name(category) });
      await search.getByRole('button', { name: site.home.search.submit }).click();

      await expect(page).toHaveURL(/\/jobs\?/);
      const url = new URL(page.url());
      expect(url.searchParams.get('q')).toBe(word);
      expect(url.searchParams.get('locationIds')).toBe(tanahun.id);
      expect(url.searchParams.get('categoryId')).toBe(category.id);
      const cards = page.getByTestId('job-card');
      await expect(cards).toHaveCount(1);
      await expect(cards).toContainText(`Baker ${word}`);
    });

    test('a category tile’s count is the number of jobs /jobs finds for it', async ({ page, request }) => {
      const L = await lookups(request);
      const word = uniqueWord('tile');
      const employer = await approvedEmployer(request, `Tile Traders ${word}`);
      const category = L.categories[2] ?? L.categories[0];
      if (!category) throw new Error('no category');
      await insertJob(employer.id, { title: `Tile job ${word}`, categoryId: category.id });
      await inLanguage(page, language);
      await page.goto(pageIn(language, '/'));
      const tiles = page.getByTestId('home-categories');
      const tile = tiles.getByRole('link', {
        name: new RegExp(`^${name(category).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      });
      await expect(tile).toHaveAttribute('href', pageIn(language, `/jobs?categoryId=${category.id}`));
      // Other tests add jobs at the same time: the tile and the list agree once nothing moves in between.
      await expect
        .poll(async () => {
          await page.reload();
          const shown = Number(await tile.locator('.job-tile-count').getAttribute('data-count'));
          return shown === (await jobsTotal(request, `categoryId=${category.id}`));
        })
        .toBe(true);
      const count = Number(await tile.locator('.job-tile-count').getAttribute('data-count'));
      await expect(tile.locator('.job-tile-count')).toHaveText(
        countText(count === 1 ? site.home.tiles.count_one : site.home.tiles.count_other, count),
      );
      await tile.click();
      await expect(page).toHaveURL(`${BASE_URL}${pageIn(language, `/jobs?categoryId=${category.id}`)}`);
      const total = await jobsTotal(request, `categoryId=${category.id}`);
      await expect(page.getByText(jobsFound(total), { exact: true })).toBeVisible();
    });

    test('the employer page shows its open jobs, is linked from its jobs, and 404s for an unknown id', async ({
      page,
      request,
    }, testInfo) => {
      const word = uniqueWord('employerpage');
      const company = `Sarangkot Paragliding ${word}`;
      const employer = await approvedEmployer(request, company);
      const open = await insertJob(employer.id, { title: `Pilot ${word}`, ageSeconds: 10 });
      await insertJob(employer.id, { title: `Ground crew ${word}` });
      await insertJob(employer.id, { title: `Closed ${word}`, status: 'closed' });
      await inLanguage(page, language);

      await page.goto(pageIn(language, `/jobs/${open}`));
      await page.getByTestId('job-detail-company').click();
      await expect(page).toHaveURL(`${BASE_URL}${pageIn(language, `/employers/${employer.id}`)}`);
      await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();

      const response = await page.goto(pageIn(language, `/employers/${employer.id}`));
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(new RegExp(`^${company}`));
      const jobs = page.getByTestId('employer-jobs').getByTestId('job-card');
      await expect(jobs).toHaveCount(2);
      await expect(jobs.first()).toContainText(`Ground crew ${word}`);
      await expect(page.getByText(`Closed ${word}`)).toHaveCount(0);
      await expect(page.getByText(countText(site.employer.openJobs_other, 2))).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await shoot(page, `employer-${language}-phone`, (n) => testInfo.outputPath(n));

      const missing = await page.goto(pageIn(language, '/employers/00000000-0000-4000-8000-000000000000'));
      expect(missing?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: site.employer.notFound })).toBeVisible();
    });

    test('the home page is axe-clean, search first', async ({ page }, testInfo) => {
      await inLanguage(page, language);
      await page.goto(pageIn(language, '/'));
      await expect(page.getByRole('search', { name: site.home.search.label })).toBeInViewport();
      await expect(page.getByTestId('home-categories')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await shoot(page, `home-${language}-phone`, (n) => testInfo.outputPath(n));
      await page.getByRole('heading', { name: site.home.tiles.categories }).scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, -80));
      await shoot(page, `home-${language}-phone-tiles`, (n) => testInfo.outputPath(n));
    });
  });

  test.describe(`home and employer pages on a desktop in ${language}`, () => {
    test.use({ viewport: DESKTOP });

    test('screenshots', async ({ page, request }, testInfo) => {
      const word = uniqueWord('employershot');
      const employer = await approvedEmployer(request, `Pokhara Lakeside Resort ${word}`);
      await insertJob(employer.id, { title: `Receptionist ${word}` });
      await sql(
        `update employer_profiles set company_description = $2, website = $3, address = $4,
           industry_id = (select id from industries where name_en = 'Tourism & Travel') where user_id = $1`,
        [
          employer.id,
          'A family-run resort on the shore of Phewa Lake: forty rooms, a restaurant and boat trips.',
          'lakeside-resort.example.com',
          'Lakeside-6, Pokhara, Kaski',
        ],
      );
      await inLanguage(page, language);
      await page.goto(pageIn(language, '/'));
      await expect(page.getByTestId('home-categories')).toBeVisible();
      await shoot(page, `home-${language}-desktop`, (n) => testInfo.outputPath(n));
      await page.goto(pageIn(language, `/employers/${employer.id}`));
      await expect(page.getByTestId('employer-jobs')).toBeVisible();
      await expect(page.getByText('Lakeside-6, Pokhara, Kaski')).toBeVisible();
      await expect(page.getByRole('link', { name: /lakeside-resort\.example\.com/ })).toHaveAttribute(
        'href',
        'https://lakeside-resort.example.com/',
      );
      expect(await axeViolations(page)).toEqual([]);
      await shoot(page, `employer-${language}-desktop`, (n) => testInfo.outputPath(n));
    });
  });
}

test('without JavaScript the home search is a plain form that lands on the filtered /jobs', async ({
  browser,
  request,
}) => {
  const L = await lookups(request);
  const word = uniqueWord('nojs');
  const employer = await approvedEmployer(request, `No Script Traders ${word}`);
  const kaski = byName(L.locations, 'Kaski');
  await insertJob(employer.id, { title: `Guide ${word}`, locationId: kaski.id });
  await insertJob(employer.id, { title: `Guide elsewhere ${word}`, locationId: byName(L.locations, 'Tanahun').id });
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  await page.goto(`${BASE_URL}/`);
  const site = texts.en.site;
  await page.getByLabel(site.home.search.keyword, { exact: true }).fill(word);
  await page.getByLabel(site.home.search.location, { exact: true }).selectOption({ label: kaski.name_en });
  await page.getByRole('button', { name: site.home.search.submit }).click();
  await expect(page).toHaveURL(/\/jobs\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('q')).toBe(word);
  expect(url.searchParams.get('locationIds')).toBe(kaski.id);
  await expect(page.getByTestId('job-card')).toHaveCount(1);
  await expect(page.getByTestId('job-card')).toContainText(`Guide ${word}`);
  await context.close();
});

/** Hydration warnings (a server markup that differs from the first client render) and React's errors for them. */
const HYDRATION = /hydrat|did not match|Minified React error #(418|423|425)/i;

for (const language of ['en', 'ne'] as const) {
  test(`/ and an employer page come server-rendered with their data and hydrate without a warning or a second fetch (${language})`, async ({
    page,
    request,
  }) => {
    const word = uniqueWord('hydrate');
    const company = `Hydration Traders ${word}`;
    const employer = await approvedEmployer(request, company);
    const category = (await lookups(request)).categories[0];
    await insertJob(employer.id, { title: `Clerk ${word}`, categoryId: category?.id ?? null });
    const problems: string[] = [];
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type()) && HYDRATION.test(message.text()))
        problems.push(message.text());
    });
    page.on('pageerror', (error) => {
      if (HYDRATION.test(error.message)) problems.push(error.message);
    });
    const apiCalls: string[] = [];
    page.on('request', (req) => {
      const path = new URL(req.url()).pathname;
      if (/^\/api\/(home|employers|locations|categories|jobs)/.test(path)) apiCalls.push(path);
    });
    await inLanguage(page, language);

    const home = await request.get(pageIn(language, '/'));
    const html = await home.text();
    expect(html).toContain('data-testid="home-categories"');
    expect(html).toContain('name="locationIds"');
    expect(html).toContain(`href="${pageIn(language, `/employers/${employer.id}`)}"`);
    const profile = await request.get(pageIn(language, `/employers/${employer.id}`));
    expect(profile.status()).toBe(200);
    const profileHtml = await profile.text();
    expect(profileHtml).toContain(`<title>${company} | `);
    expect(profileHtml).toContain('"@type":"Organization"');
    expect(profileHtml).toContain(`Clerk ${word}`);
    const missing = await request.get('/employers/not-an-employer');
    expect(missing.status()).toBe(404);

    for (const path of ['/', `/employers/${employer.id}`]) {
      await page.goto(pageIn(language, path));
      await expect(page.locator('[data-remote-build]')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
    }
    expect(apiCalls).toEqual([]);
    expect(problems).toEqual([]);
  });
}
