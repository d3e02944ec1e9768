import type { Locator, Page } from '@playwright/test';
import { verifiedAccount } from '../support/accounts.ts';
import { sql } from '../support/database.ts';
import { approvedEmployer, uniqueWord } from '../support/jobs.ts';
import { expect, test } from '../support/test.ts';
import { loginViaApi } from '../support/ui.ts';

/**
 * Forms opened on saved data show every saved value in their selects, whether the page was loaded afresh (the
 * lookup lists arrive after the form) or reached by a click (the lists may already be cached).
 */

type Chosen = { label: string; id: string; name: string };

/** The id and English name of the lookup item named `name` (case-insensitive) in `table`. */
async function item(table: string, name: string): Promise<{ id: string; name: string }> {
  const { rows } = await sql(`select id, name_en from ${table} where lower(name_en) = lower($1)`, [name]);
  if (!rows[0]) throw new Error(`no ${name} in ${table}`);
  return { id: rows[0].id as string, name: rows[0].name_en as string };
}

/** The select labelled `label` holds `id` and shows its name (not the empty first choice). */
async function expectChosen(form: Locator, { label, id, name }: Chosen): Promise<void> {
  const select = form.getByLabel(label, { exact: true });
  await expect(select, label).toHaveValue(id);
  await expect(select.locator('option:checked'), label).toHaveText(name);
}

async function expectJobForm(page: Page, selects: Chosen[], customs: Record<string, string>, title: string) {
  const form = page.getByRole('main');
  await expect(form.getByRole('textbox', { name: 'Job title' })).toHaveValue(title);
  for (const chosen of selects) await expectChosen(form, chosen);
  for (const [label, value] of Object.entries(customs)) {
    await expect(form.getByRole('textbox', { name: label, exact: true }), label).toHaveValue(value);
  }
}

test('edit and duplicate show every saved value of a job, after a reload and after a click', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const employer = await approvedEmployer(request, `Lakeside Foods ${uniqueWord()}`);
  const [category, industry, location, jobType, salary, experience, education] = await Promise.all([
    item('categories', 'Other'),
    item('industries', 'Other'),
    item('locations', 'Other'),
    item('job_types', 'Full-time'),
    item('salary_ranges', 'Negotiable'),
    item('experience_levels', '1-3 years'),
    item('education_levels', "Bachelor's degree"),
  ]);
  const title = `Head cook ${uniqueWord()}`;
  const { rows } = await sql(
    `insert into jobs (title, description, employer_id, category_id, custom_category, industry_id, custom_industry,
       location_id, custom_location, job_type_id, salary_range_id, custom_salary, experience_level_id,
       education_level_id, duration, skills, application_deadline)
     values ($1, 'Cook for sixty guests.', $2, $3, 'Catering', $4, 'Food service', $5, 'Manang', $6, $7,
       'NPR 40,000 plus meals', $8, $9, '6 months', '{Cooking,Baking}', current_date + 30)
     returning id`,
    [title, employer.id, category.id, industry.id, location.id, jobType.id, salary.id, experience.id, education.id],
  );
  const jobId = rows[0].id as string;
  const selects: Chosen[] = [
    { label: 'Category', ...category },
    { label: 'Industry', ...industry },
    { label: 'Job type', ...jobType },
    { label: 'Salary range', ...salary },
    { label: 'Experience level', ...experience },
    { label: 'Education level', ...education },
    { label: 'Location', ...location },
  ];
  const customs = {
    'Specify category': 'Catering',
    'Specify industry': 'Food service',
    'Specify salary': 'NPR 40,000 plus meals',
    'Specify location': 'Manang',
  };
  await loginViaApi(page, employer);

  // Loaded afresh.
  await page.goto(`/jobs/edit/${jobId}`);
  await expectJobForm(page, selects, customs, title);
  await page.goto(`/employer/post-job?duplicate_from=${jobId}`);
  await expectJobForm(page, selects, customs, `Copy of ${title}`);

  // Reached by a click from the dashboard.
  await page.goto('/employer/dashboard');
  await page.getByRole('link', { name: `Edit ${title}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs/edit/${jobId}$`));
  await expectJobForm(page, selects, customs, title);
  await page.goBack();
  await page.getByRole('button', { name: `Duplicate ${title}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`duplicate_from=${jobId}`));
  await expectJobForm(page, selects, customs, `Copy of ${title}`);
});

test("the seeker's location shows its saved value", async ({ page, request }) => {
  const seeker = await verifiedAccount(request, 'job_seeker', 'Gita Pun');
  const kaski = await item('locations', 'Kaski');
  await sql('update users set location_id = $1 where email = $2', [kaski.id, seeker.email]);
  await loginViaApi(page, seeker);
  await page.goto('/job_seeker/profile');
  await expectChosen(page.locator('form').filter({ hasText: 'Full name' }), { label: 'Location', ...kaski });
});

test("the employer's industry shows its saved value", async ({ page, request }) => {
  const employer = await approvedEmployer(request, `Hydro Builders ${uniqueWord()}`);
  const energy = await item('industries', 'Energy & Hydropower');
  await sql('update employer_profiles set industry_id = $1 where user_id = $2', [energy.id, employer.id]);
  await loginViaApi(page, employer);
  await page.goto('/employer/profile');
  await expectChosen(page.locator('form').filter({ hasText: 'Company name' }), { label: 'Industry', ...energy });
});
