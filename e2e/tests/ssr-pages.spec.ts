import type { Page } from '@playwright/test';
import { verifiedAccount } from '../support/accounts.ts';
import { BASE_URL } from '../support/e2e-env.ts';
import { approvedEmployer, insertJob, uniqueWord } from '../support/jobs.ts';
import { expect, test } from '../support/test.ts';

/** Console messages of React hydration trouble (mismatch, recoverable error, missing server HTML). */
const HYDRATION = /hydrat|did not match|server rendered|Minified React error #4(18|19|21|22|23|25)/i;

function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION.test(message.text())) {
      problems.push(message.text());
    }
  });
  page.on('pageerror', (error) => {
    if (HYDRATION.test(error.message)) problems.push(error.message);
  });
  return problems;
}

/** A public page's URL in a language (Nepali under /ne/). */
const at = (language: 'en' | 'ne', path: string) => (language === 'ne' ? `/ne${path}` : path);

test.describe('server-rendered public pages', () => {
  let title: string;
  let company: string;
  let jobId: string;

  test.beforeAll(async ({ request }) => {
    company = `Fewa Boats ${uniqueWord()}`;
    const employer = await approvedEmployer(request, company);
    title = `Boat captain ${uniqueWord()}`;
    jobId = await insertJob(employer.id, { title, ageSeconds: -600 });
  });

  for (const language of ['en', 'ne'] as const) {
    test(`every public page's first HTML holds its content (${language})`, async ({ request }) => {
      const expectations: [string, number, RegExp[]][] = [
        ['/', 200, language === 'en' ? [/Recent jobs/, /Gandaki Province Job Portal/] : [/हालैका जागिरहरू/]],
        ['/jobs', 200, [new RegExp(title), new RegExp(company)]],
        [`/jobs?q=${encodeURIComponent(title)}`, 200, [new RegExp(title)]],
        [`/jobs/${jobId}`, 200, [new RegExp(title), new RegExp(company), /application\/ld\+json/]],
        ['/about', 200, language === 'en' ? [/About the portal/] : [/पोर्टलको बारेमा/]],
        ['/no/such/page', 404, language === 'en' ? [/Page not found/i] : [/पृष्ठ फेला परेन/]],
      ];
      for (const [path, status, patterns] of expectations) {
        // Accept */* as link-preview bots and crawlers send it.
        const res = await request.get(at(language, path), { headers: { Accept: '*/*' } });
        expect(res.status(), path).toBe(status);
        expect(res.headers()['content-type'], path).toMatch(/^text\/html/);
        const html = await res.text();
        expect(html, path).toContain(`<html lang="${language}"`);
        expect(html, path).toContain('id="portal-page-data"');
        // The shell's header and footer are in the first HTML too.
        expect(html, path).toMatch(/class="site-header[ "]/);
        expect(html, path).toContain('class="site-footer"');
        for (const pattern of patterns) expect(html, `${path} ${pattern}`).toMatch(pattern);
      }
    });
  }

  test('a returning browser gets the shared stylesheet linked from its cache instead of inline', async ({
    page,
    context,
  }) => {
    await page.goto('/about');
    // Once the page is live and idle the browser caches the stylesheet and says so in a cookie.
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'portal_css')?.value, {
        timeout: 20_000,
      })
      .toBeTruthy();
    const html = await (await context.request.get('/faq', { headers: { Accept: '*/*' } })).text();
    expect(html).not.toContain('<style');
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/[\w.-]+\.css">/);
    await page.goto('/faq');
    await expect(page.locator('body')).toHaveCSS('font-family', /Mukta/);
  });

  test('the API and missing assets keep their JSON and real 404s', async ({ request }) => {
    const api = await request.get('/api/no-such-thing', { headers: { Accept: '*/*' } });
    expect(api.status()).toBe(404);
    expect(await api.json()).toMatchObject({ message: 'Not found.' });
    expect((await request.get('/assets/missing-000.js')).status()).toBe(404);
    expect((await request.get('/favicon-missing.ico')).status()).toBe(404);
  });

  test('signed-in areas get the client shell, not a server rendering', async ({ request }) => {
    const res = await request.get('/employer/dashboard', { headers: { Accept: '*/*' } });
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('portal-page-data');
  });

  test('with JavaScript disabled, /jobs lists jobs and a job page shows the whole job', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/jobs');
    const card = page.getByTestId('job-card').filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(card).toContainText(company);
    await page.goto(`/jobs/${jobId}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(company).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Description' })).toBeVisible();
    await context.close();
  });

  for (const language of ['en', 'ne'] as const) {
    test(`pages hydrate without a warning and no second fetch, then work as before (${language})`, async ({ page }) => {
      const problems = watchHydration(page);
      const apiCalls: string[] = [];
      page.on('request', (req) => {
        if (/^\/api\/(jobs|lookups)\b/.test(new URL(req.url()).pathname)) apiCalls.push(req.url());
      });
      for (const path of ['/', '/jobs', `/jobs/${jobId}`, '/about', '/no/such/page']) {
        await page.goto(at(language, path));
        await expect(page.locator('[data-remote-build]')).toHaveCount(1);
      }
      // The data came with the pages: the browser asked the jobs and lookups APIs nothing.
      expect(apiCalls).toEqual([]);

      // After hydration the page works: a filter, a link, the language switch.
      await page.goto(at(language, '/jobs'));
      await expect(page.locator('[data-remote-build]')).toHaveCount(1);
      await page.getByRole('combobox', { name: language === 'en' ? 'Keyword' : 'मुख्य शब्द' }).fill(title);
      await expect(page).toHaveURL(/q=/);
      await page.getByRole('link', { name: title }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await page.getByTestId('language-toggle').click();
      const other = language === 'en' ? 'ne' : 'en';
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      expect(new URL(page.url()).pathname).toBe(other === 'ne' ? `/ne/jobs/${jobId}` : `/jobs/${jobId}`);
      expect(problems).toEqual([]);
    });
  }

  test('a signed-in visitor hydrates with the guest header, then sees their own, without a warning', async ({
    page,
    request,
  }) => {
    const problems = watchHydration(page);
    const account = await verifiedAccount(request, 'job_seeker', 'Sita Hydrated');
    const login = await request.post(`${BASE_URL}/api/auth/login`, {
      data: { email: account.email, password: account.password, role: account.role },
    });
    const { token } = (await login.json()) as { token: string };
    await page.goto('/about');
    await page.evaluate(
      (value) =>
        localStorage.setItem('portal.session', JSON.stringify({ state: { token: value, user: null }, version: 0 })),
      token,
    );
    await page.reload();
    await expect(page.getByTestId('user-menu-button')).toBeVisible();
    // Token and user are stored now: the next pages have the user before hydration, and render the guest first.
    for (const path of ['/', '/jobs', `/jobs/${jobId}`]) {
      await page.goto(path);
      await expect(page.getByTestId('user-menu-button')).toBeVisible();
    }
    await expect(page.getByTestId('apply-button')).toBeVisible();
    expect(problems).toEqual([]);
  });
});
