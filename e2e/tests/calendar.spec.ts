import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { sql } from '../support/database.ts';
import { type Language, useLanguage, WORDS } from '../support/employer.ts';
import { approvedEmployer, insertJob, uniqueWord } from '../support/jobs.ts';
import { expect, test } from '../support/test.ts';
import { languageToggle, loginViaApi } from '../support/ui.ts';

// Every date in both calendars, date fields in either. Conversions checked by hand against the
// almanac: 2027-03-01 is 2083 Falgun 17, 2027-03-29 is 2083 Chaitra 15.
const DEADLINE_LABEL = { en: 'Application deadline', ne: 'आवेदनको अन्तिम मिति' } as const;
const DEADLINE_SHOWN = {
  en: 'Mar 1, 2027 · 17 Falgun 2083',
  ne: '२०८३ फागुन १७ · मार्च १, २०२७',
} as const;

async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
  expect(serious).toEqual([]);
}

const deadlineFact = (page: Page, language: Language) =>
  page.locator('.job-fact').filter({ has: page.getByText(DEADLINE_LABEL[language], { exact: true }) });

for (const language of ['en', 'ne'] as const satisfies Language[]) {
  test(`a job page shows its deadline in both calendars (${language}), axe clean`, async ({ page, request }) => {
    const employer = await approvedEmployer(request, `Kaligandaki Traders ${language}`);
    const title = `Storekeeper ${uniqueWord()}`;
    const id = await insertJob(employer.id, { title, applicationDeadline: '2027-03-01' });
    await useLanguage(page, language);
    await page.goto(language === 'ne' ? `/ne/jobs/${id}` : `/jobs/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const fact = deadlineFact(page, language);
    await expect(fact.locator('time')).toHaveText(DEADLINE_SHOWN[language]);
    await expect(fact.locator('time')).toHaveAttribute('datetime', '2027-03-01');
    // Days left, counted in Kathmandu days, appear beside it once the page is live.
    await expect(fact.locator('.deadline-left')).toHaveText(
      language === 'en' ? /^\d+ days left$/ : /^[०-९]+ दिन बाँकी$/,
    );
    await expectNoSeriousAxeViolations(page);
  });
}

test('an employer picks a deadline in BS (Nepali) and sees it in AD after switching to English', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const employer = await approvedEmployer(request, 'Bheri Agro');
  const w = WORDS.ne;
  // Nepali until the toggle says otherwise (the toggle's choice must survive the next page loads).
  await page.addInitScript(() => {
    if (!window.localStorage.getItem('portal.language')) window.localStorage.setItem('portal.language', 'ne');
  });
  await loginViaApi(page, employer);
  await page.goto('/employer/post-job');
  const title = `Agronomist ${uniqueWord()}`;
  await page.getByRole('textbox', { name: w.jobTitle }).fill(title);
  await page.getByRole('textbox', { name: w.description, exact: true }).fill('Advise farmers on seeds and soil.');
  await page.getByLabel(w.location, { exact: true }).selectOption({ label: 'कास्की' });

  // The deadline field: BS by default in Nepali, with Nepali month names and digits.
  const field = page.getByRole('group', { name: DEADLINE_LABEL.ne, exact: true });
  await expect(field.getByRole('radio', { name: 'वि.सं.' })).toBeChecked();
  // Only the years a deadline can take (today to a year ahead): no past year, no year far ahead.
  const yearSelect = field.getByRole('combobox', { name: `${DEADLINE_LABEL.ne}: साल` });
  const years = await yearSelect
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
  expect(years.length).toBeGreaterThan(0);
  expect(years.length).toBeLessThanOrEqual(2);
  await yearSelect.selectOption({ label: '२०८३' });
  await field.getByRole('combobox', { name: `${DEADLINE_LABEL.ne}: महिना` }).selectOption({ label: 'चैत' });
  await field.getByRole('combobox', { name: `${DEADLINE_LABEL.ne}: गते` }).selectOption({ label: '१५' });
  await expect(field.getByText('२०८३ चैत १५ · मार्च २९, २०२७')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: w.postJob, exact: true }).click();
  await expect(page).toHaveURL(/\/employer\/dashboard$/);

  // The wire and the database carry the ISO day, as before.
  const [job] = (
    await sql("select id, to_char(application_deadline, 'YYYY-MM-DD') as deadline from jobs where title = $1", [title])
  ).rows;
  expect(job.deadline).toBe('2027-03-29');

  // The job's Nepali page (the stored language is Nepali: its links lead there).
  await page.goto(`/ne/jobs/${job.id}`);
  await expect(deadlineFact(page, 'ne').locator('time')).toHaveText('२०८३ चैत १५ · मार्च २९, २०२७');
  // The days left show once the server-rendered page is hydrated: only then does the toggle respond.
  await expect(deadlineFact(page, 'ne').locator('.deadline-left')).toBeVisible();
  await languageToggle(page).click();
  await expect(deadlineFact(page, 'en').locator('time')).toHaveText('Mar 29, 2027 · 15 Chaitra 2083');

  // The edit form shows the stored day in AD in English, and in BS on request.
  await page.goto(`/jobs/edit/${job.id}`);
  const edit = page.getByRole('group', { name: DEADLINE_LABEL.en, exact: true });
  await expect(edit.getByRole('radio', { name: 'AD' })).toBeChecked();
  await expect(edit.getByRole('combobox', { name: `${DEADLINE_LABEL.en}: Month` })).toHaveValue('3');
  await edit.getByRole('radio', { name: 'BS' }).check();
  await expect(edit.getByRole('combobox', { name: `${DEADLINE_LABEL.en}: Month` })).toHaveValue('12');
  await expect(edit.getByRole('combobox', { name: `${DEADLINE_LABEL.en}: Day` })).toHaveValue('15');
});
