import { sql } from '../support/database.ts';
import { approvedEmployer, uniqueWord } from '../support/jobs.ts';
import { expect, test } from '../support/test.ts';
import { loginViaApi, pageIn } from '../support/ui.ts';

/**
 * The job fields Nepali portals show (vacancies, job level, an offered salary beside the band, benefits, contact
 * person, how to apply): posted through the form, shown on the job page and the card in both languages, kept by
 * the edit form, and the job level filter on /jobs.
 */

const BENEFITS = 'Lunch, festival bonus (Dashain) and provident fund.';
const HOW_TO_APPLY = 'Bring your citizenship certificate to the Lakeside office, 10 am to 4 pm.';

test('an employer posts a job with every new field; the job page, the card, the edit form and the filter show them', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const employer = await approvedEmployer(request, `Fewa Foods ${uniqueWord()}`);
  const word = uniqueWord();
  const title = `Kitchen supervisor ${word}`;
  await loginViaApi(page, employer);

  await page.goto('/employer/post-job');
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: 'Job title' }).fill(title);
  await form.getByLabel('Salary range', { exact: true }).selectOption({ label: 'NPR 20,000 - 30,000' });
  await form.getByLabel('Job level', { exact: true }).selectOption({ label: 'Mid level' });
  await form.getByRole('spinbutton', { name: 'Number of vacancies' }).fill('3');
  // Outside the band: the server refuses it and says why.
  await form.getByRole('spinbutton', { name: 'Lowest' }).fill('35000');
  await form.getByRole('spinbutton', { name: 'Highest' }).fill('25000');
  await form.getByRole('button', { name: 'Post job', exact: true }).click();
  await expect(form.getByText('The highest offered salary cannot be below the lowest.')).toBeVisible();
  await form.getByRole('spinbutton', { name: 'Highest' }).fill('40000');
  await form.getByRole('button', { name: 'Post job', exact: true }).click();
  await expect(form.getByText('The offered salary must lie within the chosen salary range.')).toBeVisible();
  await form.getByRole('spinbutton', { name: 'Lowest' }).fill('25000');
  await form.getByRole('spinbutton', { name: 'Highest' }).fill('30000');
  await form.getByRole('textbox', { name: 'Benefits' }).fill(BENEFITS);
  await form.getByRole('textbox', { name: 'Contact person' }).fill('Sita Gurung');
  await form.getByRole('textbox', { name: 'How to apply' }).fill(HOW_TO_APPLY);
  await form.getByRole('button', { name: 'Post job', exact: true }).click();
  await expect(page).toHaveURL(/\/employer\/dashboard$/);

  const { rows } = await sql('select id from jobs where title = $1', [title]);
  const jobId = rows[0]?.id as string;
  expect(jobId).toBeTruthy();

  // The job page, in both languages.
  await page.goto(`/jobs/${jobId}`);
  const overview = page.getByRole('region', { name: 'Job overview' });
  await expect(overview.getByRole('definition').filter({ hasText: 'Mid level' })).toBeVisible();
  await expect(overview.locator('.job-fact', { hasText: 'Vacancies' }).getByRole('definition')).toHaveText('3');
  await expect(overview.locator('.job-fact', { hasText: 'Offered salary' }).getByRole('definition')).toHaveText(
    'NPR 25,000 – 30,000',
  );
  await expect(overview.locator('.job-fact', { hasText: 'Monthly salary' }).getByRole('definition')).toHaveText(
    'NPR 20,000 - 30,000',
  );
  await expect(page.getByRole('region', { name: 'Benefits' })).toContainText(BENEFITS);
  const howToApply = page.getByRole('region', { name: 'How to apply' });
  await expect(howToApply).toContainText('Contact person: Sita Gurung');
  await expect(howToApply).toContainText(HOW_TO_APPLY);

  await page.goto(pageIn('ne', `/jobs/${jobId}`));
  const overviewNe = page.getByRole('region', { name: 'जागिरको सारांश' });
  await expect(overviewNe.locator('.job-fact', { hasText: 'पदको तह' }).getByRole('definition')).toHaveText('मध्यम तह');
  await expect(overviewNe.locator('.job-fact', { hasText: 'पद सङ्ख्या' }).getByRole('definition')).toHaveText('३');
  await expect(overviewNe.locator('.job-fact', { hasText: 'प्रस्तावित तलब' }).getByRole('definition')).toHaveText(
    'रु. २५,००० – ३०,०००',
  );
  await expect(page.getByRole('region', { name: 'आवेदन दिने तरिका' })).toContainText('सम्पर्क व्यक्ति: Sita Gurung');

  // The card: the offered salary in place of the band, and the vacancies.
  await page.goto(`/jobs?q=${word}`);
  const card = page.getByTestId('job-card').filter({ hasText: title });
  await expect(card).toContainText('NPR 25,000 – 30,000');
  await expect(card).toContainText('3 vacancies');
  await page.goto(pageIn('ne', `/jobs?q=${word}`));
  await expect(page.getByTestId('job-card').filter({ hasText: title })).toContainText('३ पद');

  // The job level filter: Mid level keeps the job, Senior level alone leaves it out.
  await page.goto(`/jobs?q=${word}`);
  const filters = page.getByRole('form', { name: 'Filter jobs' });
  const levels = filters.getByRole('group', { name: 'Job level' });
  const toggle = filters.getByRole('button', { name: 'Job level', exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await levels.getByRole('checkbox', { name: 'Senior level' }).check();
  await expect(page).toHaveURL(/jobLevels=/);
  await expect(page.getByTestId('job-card').filter({ hasText: title })).toHaveCount(0);
  await levels.getByRole('checkbox', { name: 'Mid level' }).check();
  await expect(page.getByTestId('job-card').filter({ hasText: title })).toBeVisible();

  // The edit form shows every saved value.
  await page.goto(`/jobs/edit/${jobId}`);
  const edit = page.getByRole('main');
  await expect(edit.getByLabel('Job level', { exact: true }).locator('option:checked')).toHaveText('Mid level');
  await expect(edit.getByRole('spinbutton', { name: 'Number of vacancies' })).toHaveValue('3');
  await expect(edit.getByRole('spinbutton', { name: 'Lowest' })).toHaveValue('25000');
  await expect(edit.getByRole('spinbutton', { name: 'Highest' })).toHaveValue('30000');
  await expect(edit.getByRole('textbox', { name: 'Benefits' })).toHaveValue(BENEFITS);
  await expect(edit.getByRole('textbox', { name: 'Contact person' })).toHaveValue('Sita Gurung');
  await expect(edit.getByRole('textbox', { name: 'How to apply' })).toHaveValue(HOW_TO_APPLY);

  // Clearing a field on edit clears it on the job.
  await edit.getByRole('spinbutton', { name: 'Number of vacancies' }).fill('');
  await edit.getByRole('button', { name: 'Save job', exact: true }).click();
  await expect(page).not.toHaveURL(/\/jobs\/edit\//);
  const after = await sql('select vacancies, salary_min from jobs where id = $1', [jobId]);
  expect(after.rows[0]).toEqual({ vacancies: null, salary_min: 25000 });
});
