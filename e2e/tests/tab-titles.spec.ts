import type { Browser } from '@playwright/test';
import { type NewAccount, verifiedAccount } from '../support/accounts.ts';
import { loginAsAdmin } from '../support/admin.ts';
import { approvedEmployer, insertJob, uniqueWord } from '../support/jobs.ts';
import { expect, test } from '../support/test.ts';
import { loginViaApi } from '../support/ui.ts';

/**
 * Every page names itself in the browser tab, before the portal's name, in the reader's language: the shell's
 * pages (sign-up, please-verify, forgot password, admin login, change password), the seeker's lists, the
 * employer's dashboard, profile, edit and applicants pages, and the admin pages.
 */

type Language = 'en' | 'ne';
type TitledPage = { path: string; en: string; ne: string };

const regexText = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function expectTitles(
  browser: Browser,
  language: Language,
  pages: TitledPage[],
  login?: (page: import('@playwright/test').Page) => Promise<void>,
) {
  const context = await browser.newContext();
  await context.addInitScript((value) => window.localStorage.setItem('portal.language', value), language);
  const page = await context.newPage();
  if (login) await login(page);
  for (const entry of pages) {
    await page.goto(entry.path);
    await expect(page, entry.path).toHaveTitle(new RegExp(`^${regexText(entry[language])} \\| `));
  }
  await context.close();
}

const SHELL: TitledPage[] = [
  { path: '/signup', en: 'Create your account', ne: 'आफ्नो खाता बनाउनुहोस्' },
  { path: '/please-verify', en: 'Check your email', ne: 'आफ्नो इमेल जाँच गर्नुहोस्' },
  { path: '/forgot-password', en: 'Forgot password', ne: 'पासवर्ड बिर्सनुभयो' },
  { path: '/admin/login', en: 'Admin Login', ne: 'प्रशासक लगइन' },
];

for (const language of ['en', 'ne'] as const) {
  test(`tab titles of the shell's and the seeker's pages (${language})`, async ({ browser, request }) => {
    test.setTimeout(90_000);
    await expectTitles(browser, language, SHELL);
    const seeker = await verifiedAccount(request, 'job_seeker');
    await expectTitles(
      browser,
      language,
      [
        { path: '/job_seeker/saved-jobs', en: 'Saved jobs', ne: 'सेभ गरिएका जागिर' },
        { path: '/job_seeker/preferred-jobs', en: 'Preferred jobs', ne: 'मनपर्ने जागिर' },
        { path: '/change-password', en: 'Change Password', ne: 'पासवर्ड परिवर्तन गर्नुहोस्' },
      ],
      (page) => loginViaApi(page, seeker),
    );
  });

  test(`tab titles of the employer's pages (${language})`, async ({ browser, request }) => {
    test.setTimeout(90_000);
    const employer = await approvedEmployer(request, `Title Traders ${uniqueWord()}`);
    const title = `Store keeper ${uniqueWord()}`;
    const jobId = await insertJob(employer.id, { title });
    await expectTitles(
      browser,
      language,
      [
        { path: '/employer/dashboard', en: 'Dashboard', ne: 'ड्यासबोर्ड' },
        { path: '/employer/profile', en: 'Company profile', ne: 'कम्पनी प्रोफाइल' },
        { path: `/jobs/edit/${jobId}`, en: 'Edit job', ne: 'जागिर सम्पादन गर्नुहोस्' },
        { path: `/employer/jobs/${jobId}/applicants`, en: `Applicants for ${title}`, ne: `${title} का आवेदकहरू` },
      ],
      (page) => loginViaApi(page, employer as NewAccount),
    );
  });

  test(`tab titles of the admin pages (${language})`, async ({ browser }) => {
    // Eight pages in one test: room for a loaded machine.
    test.setTimeout(90_000);
    await expectTitles(
      browser,
      language,
      [
        { path: '/admin/dashboard', en: 'Admin dashboard', ne: 'प्रशासक ड्यासबोर्ड' },
        { path: '/admin/jobs', en: 'Manage jobs', ne: 'जागिर व्यवस्थापन' },
        {
          path: '/admin/jobs/post',
          en: 'Post a job on behalf of an employer',
          ne: 'रोजगारदाताको तर्फबाट जागिर पोस्ट गर्नुहोस्',
        },
        { path: '/admin/seekers', en: 'Job seekers', ne: 'जागिर खोज्नेहरू' },
        { path: '/admin/approvals', en: 'Employer approvals', ne: 'रोजगारदाता स्वीकृति' },
        { path: '/admin/audit-log', en: 'Audit log', ne: 'परिवर्तन अभिलेख' },
        { path: '/admin/attributes/job-levels', en: 'Job levels', ne: 'पदका तह' },
        { path: '/admin/attributes/nonsense', en: 'Job attributes', ne: 'जागिरका विशेषताहरू' },
      ],
      (page) => loginAsAdmin(page),
    );
  });
}
