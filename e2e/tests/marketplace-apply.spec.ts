import type { Page } from '@playwright/test';
import { verifiedAccount } from '../support/accounts.ts';
import { sql } from '../support/database.ts';
import { checkOpenDialog } from '../support/dialog-check.ts';
import { approvedEmployer, insertJob, uniqueWord } from '../support/jobs.ts';
import { expect, test } from '../support/test.ts';
import { authPanel, header, loginInPanel, loginViaApi } from '../support/ui.ts';

const ONLY_SEEKERS = 'Only job seekers can apply for jobs.';

async function newJob(request: Parameters<typeof approvedEmployer>[0], extra: { status?: 'open' | 'closed' } = {}) {
  const employer = await approvedEmployer(request, 'Phewa Hotels');
  const title = `Receptionist ${uniqueWord()}`;
  const id = await insertJob(employer.id, { title, skills: ['English', 'Customer service'], ...extra });
  return { employer, id, title };
}

const applyButton = (page: Page, name: RegExp) => page.getByRole('main').getByRole('button', { name });

/** The job asks two screening questions: a licence (yes/no, required) and years at a front desk (a number). */
async function askQuestions(jobId: string) {
  await sql(
    `insert into screening_questions (job_id, position, kind, text, required, knockout_answer, accept_min)
     values ($1, 0, 'yes_no', 'Can you speak English with guests?', true, false, null),
            ($1, 1, 'number', 'Years at a front desk', true, null, 1)`,
    [jobId],
  );
}

/** What the seeker's application stored for each question, in order. */
const storedAnswers = async (jobId: string) =>
  (
    await sql(
      `select a.value, a.meets from screening_answers a join screening_questions q on q.id = a.question_id
       where q.job_id = $1 order by q.position`,
      [jobId],
    )
  ).rows;

test('a seeker applies answering the screening questions (Applied survives a reload), then saves and unsaves the job', async ({
  page,
  request,
}, testInfo) => {
  const { id, title } = await newJob(request);
  await askQuestions(id);
  const seeker = await verifiedAccount(request, 'job_seeker');
  await loginViaApi(page, seeker);
  await page.goto(`/jobs/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Customer service')).toBeVisible();

  await applyButton(page, /^Apply now$/).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(dialog.getByText('Answer this question.')).toHaveCount(2);
  // By keyboard: the licence's "Yes" chosen with the arrow keys from "No", the years typed.
  await dialog.getByRole('radio', { name: 'No', exact: true }).check();
  await page.keyboard.press('ArrowUp');
  await expect(dialog.getByRole('radio', { name: 'Yes', exact: true })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: /Years at a front desk/ })).toBeFocused();
  await page.keyboard.type('3');
  await checkOpenDialog(page, testInfo, 'apply-screening-en');
  await dialog.getByRole('button', { name: 'Send application' }).click();
  const applied = applyButton(page, /^Applied$/);
  await expect(applied).toBeDisabled();
  expect(await storedAnswers(id)).toEqual([
    { value: true, meets: true },
    { value: 3, meets: true },
  ]);
  await page.reload();
  await expect(applyButton(page, /^Applied$/)).toBeDisabled();

  const save = page.getByRole('button', { name: /Save job/ });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  const saved = page.getByRole('button', { name: /Saved/ });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: /Saved/ })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: /Saved/ }).click();
  await expect(page.getByRole('button', { name: /Save job/ })).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(page.getByRole('button', { name: /Save job/ })).toHaveAttribute('aria-pressed', 'false');
});

test('a seeker applies in Nepali on a phone, the years in Devanagari digits', async ({ page, request }, testInfo) => {
  const { id, title } = await newJob(request);
  await askQuestions(id);
  const seeker = await verifiedAccount(request, 'job_seeker');
  await page.setViewportSize({ width: 390, height: 844 });
  await loginViaApi(page, seeker);
  await page.goto(`/ne/jobs/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await applyButton(page, /^अहिले आवेदन दिनुहोस्$/).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'आवेदनका प्रश्न' })).toBeVisible();
  await dialog.getByRole('radio', { name: 'होइन', exact: true }).check();
  await dialog.getByRole('textbox', { name: /Years at a front desk/ }).fill('१२');
  await checkOpenDialog(page, testInfo, 'apply-screening-ne');
  await dialog.getByRole('button', { name: 'आवेदन पठाउनुहोस्' }).click();
  await expect(applyButton(page, /^आवेदन दिइसकियो$/)).toBeDisabled();
  // "No" is the knockout answer: the application is in, marked for the employer.
  expect(await storedAnswers(id)).toEqual([
    { value: false, meets: false },
    { value: 12, meets: true },
  ]);
  await page.getByRole('button', { name: /जागिर सेभ गर्नुहोस्/ }).click();
  await expect(page.getByRole('button', { name: /सेभ गरियो/ })).toHaveAttribute('aria-pressed', 'true');
});

test('an anonymous visitor is told only seekers apply, logs in from the job and comes back', async ({
  page,
  request,
}) => {
  const { id, title } = await newJob(request);
  const seeker = await verifiedAccount(request, 'job_seeker');
  await page.goto(`/jobs/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(ONLY_SEEKERS)).toBeVisible();
  await expect(applyButton(page, /^Apply now$/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Log in to apply' }).click();
  await expect(authPanel(page)).toBeVisible();
  await loginInPanel(page, seeker);
  await expect(page).toHaveURL(new RegExp(`/jobs/${id}$`));
  await expect(applyButton(page, /^Apply now$/)).toBeEnabled();
  await expect(page.getByText(ONLY_SEEKERS)).toHaveCount(0);
});

test('an employer cannot apply; the owning employer gets the applicants link', async ({ page, request, browser }) => {
  const { employer, id } = await newJob(request);
  await loginViaApi(page, employer);
  await page.goto(`/jobs/${id}`);
  await expect(page.getByText(ONLY_SEEKERS)).toBeVisible();
  await expect(applyButton(page, /^Apply now$/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'View applicants' })).toHaveAttribute(
    'href',
    `/employer/jobs/${id}/applicants`,
  );

  const other = await approvedEmployer(request, 'Other Company');
  const context = await browser.newContext();
  const second = await context.newPage();
  await loginViaApi(second, other);
  await second.goto(`/jobs/${id}`);
  await expect(header(second).getByRole('button', { name: /Other Company/ })).toBeVisible();
  await expect(second.getByText(ONLY_SEEKERS)).toBeVisible();
  await expect(second.getByRole('link', { name: 'View applicants' })).toHaveCount(0);
  await context.close();
});

test('a closed job shows the notice and a disabled Apply', async ({ page, request }) => {
  const { id } = await newJob(request, { status: 'closed' });
  const seeker = await verifiedAccount(request, 'job_seeker');
  await loginViaApi(page, seeker);
  await page.goto(`/jobs/${id}`);
  await expect(page.getByText('This job is closed and no longer accepts applications.')).toBeVisible();
  await expect(applyButton(page, /^Apply now$/)).toBeDisabled();
});

test("a missing job says 'Job not found.'", async ({ page }) => {
  await page.goto('/jobs/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Job not found.' })).toBeVisible();
});
