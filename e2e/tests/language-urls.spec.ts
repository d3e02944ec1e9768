import { approvedEmployer, insertJob, uniqueWord } from '../support/jobs.ts';
import { expect, test } from '../support/test.ts';
import { languageToggle } from '../support/ui.ts';

/** One URL per language: English at the plain path, Nepali under /ne/ (docs/decisions/bare-address-language.md). */
test.describe('a URL per language', () => {
  let title: string;
  let company: string;
  let jobId: string;
  let employerId: string;

  test.beforeAll(async ({ request }) => {
    company = `Lakeside Boats ${uniqueWord()}`;
    const employer = await approvedEmployer(request, company);
    employerId = employer.id;
    title = `Ferry pilot ${uniqueWord()}`;
    jobId = await insertJob(employer.id, { title, ageSeconds: -600 });
  });

  test('/ne/jobs/{id} is Nepali and /jobs/{id} English, whatever cookie or storage says', async ({ browser }) => {
    const context = await browser.newContext();
    await context.addCookies([{ name: 'portal_lang', value: 'ne', url: test.info().project.use.baseURL ?? '' }]);
    const page = await context.newPage();
    await page.goto(`/jobs/${jobId}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Description' })).toBeVisible();
    await context.close();

    const fresh = await browser.newContext();
    const nepali = await fresh.newPage();
    await nepali.goto(`/ne/jobs/${jobId}`);
    await expect(nepali.locator('html')).toHaveAttribute('lang', 'ne');
    await expect(nepali.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(nepali.getByRole('heading', { name: 'जागिरको विवरण' })).toBeVisible();
    await fresh.close();
  });

  test('every public page is its own canonical, with both languages and the default as alternates', async ({
    request,
    baseURL,
  }) => {
    const pages = [
      '/',
      '/jobs',
      `/jobs/${jobId}`,
      `/employers/${employerId}`,
      '/about',
      '/career-resources',
      '/contact',
      '/faq',
      '/skill-development',
      '/privacy-policy',
      '/terms-and-conditions',
    ];
    const link = (html: string, rel: string, hreflang?: string) =>
      new RegExp(`<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="([^"]+)">`).exec(html)?.[1];
    for (const page of pages) {
      const en = `${baseURL}${page}`;
      const ne = `${baseURL}/ne${page}`;
      for (const [url, language, self] of [
        [page, 'en', en],
        [`/ne${page}`, 'ne', ne],
      ] as const) {
        const res = await request.get(url, { headers: { Accept: '*/*' } });
        expect(res.status(), url).toBe(200);
        const html = await res.text();
        expect(html, url).toContain(`<html lang="${language}"`);
        expect(link(html, 'canonical'), url).toBe(self);
        expect(link(html, 'alternate', 'en'), url).toBe(en);
        expect(link(html, 'alternate', 'ne'), url).toBe(ne);
        expect(link(html, 'alternate', 'x-default'), url).toBe(en);
        expect(html, url).toContain(`<meta property="og:url" content="${self}">`);
        expect(html, url).toContain(`<meta property="og:locale" content="${language === 'en' ? 'en_US' : 'ne_NP'}">`);
      }
    }
    const missing = await request.get('/ne/no/such/page', { headers: { Accept: '*/*' } });
    expect(missing.status()).toBe(404);
    const html = await missing.text();
    expect(html).toContain('<html lang="ne"');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('hreflang');
  });

  for (const javaScriptEnabled of [false, true]) {
    test(`the toggle moves between the two URLs of the page (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(`/jobs?q=${encodeURIComponent(title)}`);
      await expect(page.getByRole('link', { name: title })).toBeVisible();
      await languageToggle(page).click();
      await expect(page).toHaveURL(
        new RegExp(`/ne/jobs\\?q=${encodeURIComponent(title).replace(/%20/g, '(%20|\\+)')}$`),
      );
      await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
      await expect(page.getByRole('heading', { level: 1, name: 'जागिर खोज्नुहोस्' })).toBeVisible();
      await page.getByRole('link', { name: title }).first().click();
      await expect(page).toHaveURL(new RegExp(`/ne/jobs/${jobId}$`));
      await expect(page.getByRole('heading', { name: 'जागिरको विवरण' })).toBeVisible();
      await languageToggle(page).click();
      await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}$`));
      await expect(page).not.toHaveURL(/\/ne\//);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { name: 'Description' })).toBeVisible();
      await context.close();
    });
  }

  test('a reader who chose Nepali stays in Nepali moving around and after typing the bare address', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await languageToggle(page).click();
    await expect(page).toHaveURL(/\/ne\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
    // Moving around: the header's links, a job, its company, the shell's own sign-up page.
    await page.getByRole('banner').getByRole('link', { name: 'जागिर', exact: true }).click();
    await expect(page).toHaveURL(/\/ne\/jobs$/);
    await page.getByRole('combobox', { name: 'मुख्य शब्द' }).fill(title);
    await page.getByRole('link', { name: title }).first().click();
    await expect(page).toHaveURL(new RegExp(`/ne/jobs/${jobId}$`));
    await page.getByTestId('job-detail-company').click();
    await expect(page).toHaveURL(new RegExp(`/ne/employers/${employerId}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
    // The bare address, typed: the English home page sends the reader on to the Nepali one before it paints.
    await page.goto('/');
    await expect(page).toHaveURL(/\/ne\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
    await expect(page.getByRole('heading', { level: 1, name: 'गण्डकी प्रदेश रोजगार पोर्टल' })).toBeVisible();
    // A shared English link still opens in English, and choosing English makes the bare address English again.
    await page.goto(`/jobs/${jobId}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page).not.toHaveURL(/\/ne\//);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  for (const language of ['en', 'ne'] as const) {
    test(`the tab shows the job's title after hydration and after moving there from /jobs (${language})`, async ({
      page,
    }) => {
      const prefix = language === 'ne' ? '/ne' : '';
      const portal = language === 'en' ? 'Gandaki Province Job Portal' : 'गण्डकी प्रदेश रोजगार पोर्टल';
      const jobTitle = `${title} – ${company} | ${portal}`;
      await page.goto(`${prefix}/jobs/${jobId}`);
      await expect(page).toHaveTitle(jobTitle);
      await page.goto(`${prefix}/jobs?q=${encodeURIComponent(title)}`);
      const findJobs = language === 'en' ? 'Find jobs' : 'जागिर खोज्नुहोस्';
      await expect(page).toHaveTitle(`${title} – ${findJobs} | ${portal}`);
      await page.getByRole('link', { name: title }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(jobTitle);
      await page.goBack();
      await expect(page).toHaveTitle(`${title} – ${findJobs} | ${portal}`);
    });
  }
});
