import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { verifiedAccount } from '../support/accounts.ts';
import { sql } from '../support/database.ts';
import { BASE_URL } from '../support/e2e-env.ts';
import { apiToken, samplePdf } from '../support/employer.ts';
import { approvedEmployer, insertJob, uniqueWord } from '../support/jobs.ts';
import { useLanguage } from '../support/seeker.ts';
import { expect, test } from '../support/test.ts';
import { loginViaApi } from '../support/ui.ts';

/**
 * Apply is a confirmation step (a note to the employer, the résumé to send: the profile's, a file for this job
 * only, or none), usable with the keyboard; the seeker withdraws an application from their list after a
 * confirmation, and the employer sees it as withdrawn.
 */

const NOTE = 'I can start after Tihar and have worked two seasons at a lakeside hotel.';

async function jobFor(request: Parameters<typeof approvedEmployer>[0]) {
  const employer = await approvedEmployer(request, `Phewa Lodges ${uniqueWord()}`);
  const title = `Night receptionist ${uniqueWord()}`;
  const id = await insertJob(employer.id, { title });
  return { employer, id, title };
}

const main = (page: Page) => page.getByRole('main');

/** axe's serious and critical findings inside the open dialog. */
async function dialogViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test('a seeker applies with a note and a file for this job, withdraws it, and the employer sees both', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const { employer, id, title } = await jobFor(request);
  const seeker = await verifiedAccount(request, 'job_seeker', 'Maya Thapa');
  const token = await apiToken(request, seeker);
  const upload = await request.post(`${BASE_URL}/api/users/profile/resume`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { resume: { name: 'maya-cv.pdf', mimeType: 'application/pdf', buffer: samplePdf('profile') } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  await loginViaApi(page, seeker);
  await page.goto(`/jobs/${id}`);

  // The dialog opens from the keyboard, closes with Escape and gives focus back to Apply.
  const apply = main(page).getByRole('button', { name: 'Apply now', exact: true });
  await apply.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Apply for ${title}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'The résumé on my profile (maya-cv.pdf)' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(apply).toBeFocused();
  expect((await sql('select count(*)::int as n from applications where job_id = $1', [id])).rows[0].n).toBe(0);

  await apply.click();
  await dialog.getByRole('textbox', { name: 'Note to the employer (optional)' }).fill(NOTE);
  await dialog.getByRole('radio', { name: 'A file for this job only' }).check();
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(dialog.getByText('Choose the résumé file to send.')).toBeVisible();
  expect(await dialogViolations(page)).toEqual([]);
  await dialog.getByLabel('Résumé file').setInputFiles({
    name: 'maya-hotel-cv.pdf',
    mimeType: 'application/pdf',
    buffer: samplePdf('for this job'),
  });
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(dialog).toBeHidden();
  await expect(main(page).getByRole('button', { name: 'Applied', exact: true })).toBeDisabled();
  const { rows } = await sql('select note, status from applications where job_id = $1', [id]);
  expect(rows).toEqual([{ note: NOTE, status: 'pending' }]);

  // The employer reads the note.
  const employerContext = await browser.newContext();
  const employerPage = await employerContext.newPage();
  await loginViaApi(employerPage, employer);
  await employerPage.goto(`/employer/jobs/${id}/applicants`);
  await main(employerPage).getByRole('link', { name: 'Maya Thapa' }).click();
  await expect(main(employerPage).getByRole('region', { name: 'Note from the applicant' })).toContainText(NOTE);

  // The seeker withdraws it from the list, after a confirmation; cancelling changes nothing.
  await page.goto('/job_seeker/applications');
  const item = main(page).getByRole('listitem').filter({ hasText: title });
  const withdraw = item.getByRole('button', { name: `Withdraw your application for ${title}` });
  await withdraw.click();
  const confirm = page.getByRole('dialog', { name: 'Withdraw this application?' });
  await expect(confirm).toContainText('you cannot apply for this job again');
  expect(await dialogViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  // The employer opened it: viewed.
  await expect(item.getByText('Viewed', { exact: true })).toBeVisible();
  await withdraw.click();
  await confirm.getByRole('button', { name: 'Withdraw application' }).click();
  await expect(item.getByText('Withdrawn', { exact: true })).toBeVisible();
  await expect(withdraw).toHaveCount(0);
  await expect(item).toContainText(/Withdrawn [A-Z][a-z]{2} \d{1,2}, \d{4}/);

  // The employer sees it as withdrawn and can no longer shortlist or reject it.
  await employerPage.goto(`/employer/jobs/${id}/applicants`);
  await expect(main(employerPage).getByTestId('applicant-item').getByText('Withdrawn', { exact: true })).toBeVisible();
  await main(employerPage).getByRole('link', { name: 'Maya Thapa' }).click();
  await expect(employerPage.getByTestId('withdrawn-notice')).toContainText('The applicant withdrew this application');
  await expect(main(employerPage).getByRole('button', { name: 'Shortlist' })).toBeDisabled();
  await expect(main(employerPage).getByRole('button', { name: 'Reject' })).toBeDisabled();
  await employerContext.close();
});

test('in Nepali: apply without a résumé, then withdraw', async ({ page, request }) => {
  const { id, title } = await jobFor(request);
  const seeker = await verifiedAccount(request, 'job_seeker', 'Hari Gurung');
  await useLanguage(page, 'ne');
  await loginViaApi(page, seeker);
  await page.goto(`/ne/jobs/${id}`);
  await main(page).getByRole('button', { name: 'अहिले आवेदन दिनुहोस्', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `${title} मा आवेदन दिनुहोस्` });
  // No résumé on the profile: that choice is offered but cannot be taken; "no résumé" is chosen.
  await expect(dialog.getByRole('radio', { name: 'मेरो प्रोफाइलको बायोडाटा (अहिलेसम्म छैन)' })).toBeDisabled();
  await expect(dialog.getByRole('radio', { name: 'बायोडाटा नपठाउने' })).toBeChecked();
  await dialog.getByRole('button', { name: 'आवेदन पठाउनुहोस्' }).click();
  await expect(main(page).getByRole('button', { name: 'आवेदन दिइसकियो', exact: true })).toBeDisabled();

  await page.goto('/job_seeker/applications');
  const item = main(page).getByRole('listitem').filter({ hasText: title });
  await item.getByRole('button', { name: `${title} का लागि दिएको आवेदन फिर्ता लिनुहोस्` }).click();
  await page
    .getByRole('dialog', { name: 'यो आवेदन फिर्ता लिने हो?' })
    .getByRole('button', { name: 'आवेदन फिर्ता लिनुहोस्' })
    .click();
  await expect(item.getByText('फिर्ता लिइएको', { exact: true })).toBeVisible();
  await expect(item).toContainText(/[०-९]{4} मा फिर्ता लिइएको/);
});
