import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import employerEn from '../../employer-app/src/i18n/en.json' with { type: 'json' };
import { verifiedAccount } from '../support/accounts.ts';
import { CV_NAME, chromiumNameDrawings, expectNameShaped, readCv } from '../support/cv.ts';
import { sql } from '../support/database.ts';
import { BASE_URL } from '../support/e2e-env.ts';
import { apiToken } from '../support/employer.ts';
import { approvedEmployer, insertJob, uniqueWord } from '../support/jobs.ts';
import { screenshotsAtBothWidths } from '../support/screenshots.ts';
import { type Language, texts } from '../support/seeker.ts';
import { expect, test } from '../support/test.ts';
import { loginViaApi } from '../support/ui.ts';

/**
 * The CV from the profile (docs/decisions/cv-pdf.md): the seeker downloads it in English and Nepali, poppler reads
 * their name back and draws the Devanagari name as Chromium draws it in the same font; the employer downloads the
 * CV an application sent as it was when sent. Choosing it in the apply dialog is a step of
 * `hiring-journey.spec.ts`.
 */

/** Opens a page of the portal in a language (the shell reads it from local storage when the page loads). */
async function openIn(page: Page, language: Language, path: string) {
  if (!page.url().startsWith(BASE_URL)) await page.goto(path);
  await page.evaluate((value) => window.localStorage.setItem('portal.language', value), language);
  await page.goto(path);
}

async function openProfile(page: Page, language: Language) {
  await openIn(page, language, '/job_seeker/profile');
  const section = page.getByRole('region', { name: texts[language].seeker.cv.title, exact: true });
  await expect(section).toBeVisible({ timeout: 30_000 });
  return section;
}

test('the seeker downloads the CV from the profile in both languages; the employer downloads the one sent', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const seeker = await verifiedAccount(request, 'job_seeker', CV_NAME);
  const email = seeker.email.toLowerCase();
  await sql(
    `update seeker_profiles set headline = 'वरिष्ठ लेखापाल', phone = '9841234567', skills = '{"Accounting"}'
       where user_id = (select id from users where email = $1)`,
    [email],
  );
  const seekerId = (await sql('select id from users where email = $1', [email])).rows[0].id as string;

  // Chromium's drawing of the name in the CV's font and size, and the control drawn a letter at a time.
  const drawings = await chromiumNameDrawings(browser);

  await loginViaApi(page, seeker);
  for (const language of ['en', 'ne'] as const) {
    const t = texts[language].seeker.cv;
    const section = await openProfile(page, language);
    await screenshotsAtBothWidths(page, testInfo, `profile-cv-${language}`, section);
    const axe = await new AxeBuilder({ page }).include('[data-testid="cv-section"]').analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    // The page's language picks the button; each CV is in the language its button names.
    const downloading = page.waitForEvent('download');
    await section.getByRole('button', { name: language === 'en' ? t.downloadEn : t.downloadNe, exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(
      language === 'en' ? `${CV_NAME.replace(' ', '-')}-CV.pdf` : `${CV_NAME.replace(' ', '-')}-बायोडाटा.pdf`,
    );
    const cv = await readCv(download, testInfo, `cv-${language}`);
    expect(cv.pages).toBe(1);
    expect(cv.text).toContain(CV_NAME);
    expect(cv.text).toContain('वरिष्ठ लेखापाल');
    expect(cv.text).toContain(language === 'en' ? 'Skills' : 'सीप');
    expectNameShaped(cv, drawings);
  }

  // An application that sends the CV built from the profile.
  const employer = await approvedEmployer(request, `Kaski Accounts ${uniqueWord()}`);
  const jobId = await insertJob(employer.id, { title: `Accountant ${uniqueWord()}` });
  const applied = await request.post(`${BASE_URL}/api/applications`, {
    headers: { authorization: `Bearer ${await apiToken(request, seeker)}` },
    data: { jobId, resume: 'cv' },
  });
  expect(applied.status(), await applied.text()).toBe(201);

  // The employer downloads it like any résumé: the CV as it was when sent.
  await sql('update seeker_profiles set full_name = $1 where user_id = $2', ['Urmila Shrestha', seekerId]);
  const employerPage = await (await browser.newContext()).newPage();
  await loginViaApi(employerPage, employer);
  await employerPage.goto(`/employer/jobs/${jobId}/applicants/${seekerId}`);
  const downloading = employerPage.waitForEvent('download');
  await employerPage.getByRole('button', { name: employerEn.detail.downloadResume }).click({ timeout: 30_000 });
  const sent = await readCv(await downloading, testInfo, 'cv-sent');
  expect(sent.text).toContain(CV_NAME);
  expect(sent.text).not.toContain('Urmila Shrestha');
});
