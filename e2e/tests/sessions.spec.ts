import type { Page } from '@playwright/test';
import { type NewAccount, verifiedAccount } from '../support/accounts.ts';
import { BASE_URL } from '../support/e2e-env.ts';
import { apiToken } from '../support/employer.ts';
import { approvedEmployer, insertJob, uniqueWord } from '../support/jobs.ts';
import { expect, test } from '../support/test.ts';
import { authPanel, header, loginInPanel, openAuthPanel, storedToken } from '../support/ui.ts';

// Logged in through the panel (not loginViaApi, whose init script would put a token back on every load).
async function logInThroughPanel(page: Page, account: NewAccount) {
  await openAuthPanel(page, 'login');
  await loginInPanel(page, account);
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
  // Then the panel takes a seeker to /jobs (postLoginPath). Wait for that page: a user menu opened while its
  // chunk still loads would be closed by the navigation (the menu closes on a path change).
  expect(account.role).toBe('job_seeker');
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Find jobs' })).toBeVisible();
}

/** Logs out through the user menu and waits for the server's answer (the page clears its session before asking). */
async function logOut(page: Page, everywhere = false) {
  await page.getByTestId('user-menu-button').click();
  const path = everywhere ? '/api/auth/logout-all' : '/api/auth/logout';
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === path);
  await page.getByTestId(everywhere ? 'logout-all-button' : 'logout-button').click();
  expect((await answered).status()).toBeLessThan(300);
}

test('logout in one tab ends the session in the other tab and on the server', async ({ page, context, request }) => {
  const account = await verifiedAccount(request, 'job_seeker', 'Maya Gurung');
  await page.goto('/');
  await logInThroughPanel(page, account);
  const token = await storedToken(page);

  const other = await context.newPage();
  await other.goto('/job_seeker/dashboard');
  await expect(other.getByRole('heading', { level: 1, name: 'Welcome, Maya Gurung' })).toBeVisible();

  await logOut(page);
  await expect(header(page).getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  // The other tab follows without a reload: its session and its page of this user are gone.
  await expect(other.getByRole('heading', { level: 1, name: 'Welcome, Maya Gurung' })).toBeHidden();
  await expect(other.getByTestId('user-menu-button')).toBeHidden();
  expect(await storedToken(other)).toBeNull();
  // The token itself is refused by the server from now on.
  const me = await request.get(`${BASE_URL}/api/users/me`, { headers: { authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);
});

test('"log out of all devices" ends the sessions of other browsers too', async ({ page, browser, request }) => {
  const account = await verifiedAccount(request, 'job_seeker', 'Maya Gurung');
  const laptop = await browser.newContext({ baseURL: BASE_URL });
  const elsewhere = await laptop.newPage();
  await elsewhere.goto('/');
  await logInThroughPanel(elsewhere, account);
  const elsewhereToken = await storedToken(elsewhere);

  await page.goto('/');
  await logInThroughPanel(page, account);
  await logOut(page, true);
  await expect(header(page).getByRole('button', { name: 'Login', exact: true })).toBeVisible();

  const me = await request.get(`${BASE_URL}/api/users/me`, { headers: { authorization: `Bearer ${elsewhereToken}` } });
  expect(me.status()).toBe(401);
  // The other browser learns it at its next request.
  await elsewhere.goto('/job_seeker/dashboard');
  await expect(elsewhere.getByTestId('user-menu-button')).toBeHidden();
  await laptop.close();
});

test("after logout, the next user's login on the same page never shows or asks for the first user's data", async ({
  page,
  request,
}) => {
  const first = await verifiedAccount(request, 'job_seeker', 'Maya Gurung');
  const second = await verifiedAccount(request, 'job_seeker', 'Bina Thapa');
  // The first user's saved job: only their own saved-jobs list (a react-query cache entry) shows it.
  const employer = await approvedEmployer(request, 'Annapurna Hires');
  const savedTitle = `Saved by Maya ${uniqueWord()}`;
  const jobId = await insertJob(employer.id, { title: savedTitle, ageSeconds: 60 });
  // The job itself is public: ten newer ones keep it off the home page's recent jobs and the first page of /jobs
  // (where logout and the next login land, server-rendered), so only a private list could show its title.
  for (let i = 0; i < 10; i++) {
    // Not dated ahead of now: other tests' future-dated jobs must stay the newest.
    await insertJob(employer.id, { title: `Newer opening ${uniqueWord()}` });
  }
  const save = await request.post(`${BASE_URL}/api/jobs/${jobId}/save`, {
    headers: { authorization: `Bearer ${await apiToken(request, first)}` },
  });
  expect(save.status(), await save.text()).toBeLessThan(300);

  await page.goto('/');
  await logInThroughPanel(page, first);
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('user-menu-dashboard').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Maya Gurung' })).toBeVisible();
  await header(page).getByTestId('nav-savedJobs').click();
  await expect(page.getByText(savedTitle).first()).toBeVisible();
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('user-menu-profile').click();
  await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue(first.name);
  const firstToken = await storedToken(page);

  // From the moment of logout: every DOM change is checked for the first user, every request for their token.
  const leakedRequests: string[] = [];
  page.on('request', (req) => {
    if (req.headers().authorization === `Bearer ${firstToken}` && !req.url().endsWith('/api/auth/logout')) {
      leakedRequests.push(req.url());
    }
  });
  await logOut(page);
  // Logged out on a protected page: home, with no login panel asking for that page back.
  await expect(page).toHaveURL(`${BASE_URL}/`);
  await expect(authPanel(page)).toBeHidden();
  await page.evaluate(
    (needles) => {
      const w = window as unknown as { __firstUserSeen: string[] };
      w.__firstUserSeen = [];
      // Text and form values, at every DOM change and every animation frame.
      const check = () => {
        const values = [...document.querySelectorAll('input, textarea')].map((el) => (el as HTMLInputElement).value);
        const text = `${document.body.textContent ?? ''}\n${values.join('\n')}`;
        for (const needle of needles) if (text.includes(needle)) w.__firstUserSeen.push(needle);
      };
      check();
      new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true });
      const everyFrame = () => {
        check();
        requestAnimationFrame(everyFrame);
      };
      requestAnimationFrame(everyFrame);
    },
    [first.name, first.email, savedTitle],
  );

  await logInThroughPanel(page, second);
  // The same pages, now the second user's (the dashboard is left out: its open-jobs list is public).
  await header(page).getByTestId('nav-savedJobs').click();
  await expect(page.getByText('No saved jobs yet')).toBeVisible();
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('user-menu-profile').click();
  await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue(second.name);
  await page.goBack();
  await expect(page.getByText('No saved jobs yet')).toBeVisible();

  expect(await page.evaluate(() => (window as unknown as { __firstUserSeen: string[] }).__firstUserSeen)).toEqual([]);
  expect(leakedRequests).toEqual([]);
});
