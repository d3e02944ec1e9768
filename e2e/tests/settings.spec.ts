import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { unzipSync } from 'fflate';
import { shellEn } from '../../shell/src/i18n/shell-en.ts';
import { verifiedAccount } from '../support/accounts.ts';
import { sql } from '../support/database.ts';
import { BASE_URL } from '../support/e2e-env.ts';
import { approvedEmployer, insertJob, uniqueWord } from '../support/jobs.ts';
import { expect, test } from '../support/test.ts';
import { loginViaApi } from '../support/ui.ts';

const t = shellEn.settings;

test('settings: changes persist, the data export holds the applications, deleting the account logs out for good', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const employer = await approvedEmployer(request, 'Settings Test Foods');
  const word = uniqueWord();
  const jobId = await insertJob(employer.id, { title: `Cook ${word}` });
  const seeker = await verifiedAccount(request, 'job_seeker');
  const [{ id: seekerId }] = (await sql('select id from users where email = $1', [seeker.email])).rows;
  const [{ id: applicationId }] = (
    await sql(`insert into applications (job_id, seeker_id, status) values ($1, $2, 'shortlisted') returning id`, [
      jobId,
      seekerId,
    ])
  ).rows;
  await loginViaApi(page, seeker);

  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${t.title} \\| `));
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  // The profile alert (on by default): daily and paused, saved, still so after a reload.
  const profileAlert = page.getByTestId('alert-row').first();
  await expect(profileAlert).toContainText(t.alerts.profileName);
  await profileAlert.getByLabel(t.alerts.frequency).selectOption('daily');
  await profileAlert.getByLabel(t.alerts.paused).check();
  await profileAlert.getByRole('button', { name: t.alerts.save }).click();
  await expect(profileAlert.getByText(t.alerts.saved)).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('alert-row').first().getByLabel(t.alerts.frequency)).toHaveValue('daily');
  await expect(page.getByTestId('alert-row').first().getByLabel(t.alerts.paused)).toBeChecked();

  // Download my data: a zip whose applications.json holds the application with its status.
  const downloading = page.waitForEvent('download');
  await page.getByTestId('settings-download-data').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^job-portal-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = unzipSync(new Uint8Array(await readFile(await download.path())));
  const applications = JSON.parse(new TextDecoder().decode(zip['applications.json'])) as unknown;
  expect(applications).toMatchObject([{ id: applicationId, status: 'shortlisted', job: { title: `Cook ${word}` } }]);

  // Delete my account: logged out, and the login fails from then on.
  await page.getByTestId('delete-account-password').fill(seeker.password);
  await page.getByTestId('delete-account-submit').click();
  await expect(page).toHaveURL(`${BASE_URL}/`);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  const login = await request.post(`${BASE_URL}/api/auth/login`, {
    data: { email: seeker.email, password: seeker.password, role: 'job_seeker' },
  });
  expect(login.status()).toBe(401);

  // The employer still sees the application, without the person.
  await loginViaApi(page, employer);
  await page.goto(`/employer/jobs/${jobId}/applicants`);
  await expect(page.getByTestId('applicant-deleted')).toHaveText('Applicant deleted their account');
});
