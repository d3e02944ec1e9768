import type { Page } from '@playwright/test';
import { approvedEmployer, byName, insertJob, lookups, uniqueWord } from '../support/jobs.ts';
import { expect, test } from '../support/test.ts';

/** Starts the page in Nepali: a reader whose language is Nepali (the bare address leads them to /ne/). */
async function inNepali(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('portal.language', 'ne'));
}

for (const language of ['en', 'ne'] as const) {
  test(`home shows the recent jobs and the banner (${language})`, async ({ page, request }) => {
    const employer = await approvedEmployer(request, 'Annapurna Lodges');
    const title = `Lodge manager ${uniqueWord()}`;
    // Dated slightly in the future so jobs other tests create meanwhile cannot push it out of the top 6.
    await insertJob(employer.id, { title, ageSeconds: -600 });
    if (language === 'ne') await inNepali(page);
    await page.goto('/');
    const recent = page.getByRole('region', { name: language === 'en' ? 'Recent jobs' : 'हालैका जागिरहरू' });
    await expect(recent.getByRole('link', { name: title })).toBeVisible();
    await expect(recent.getByTestId('job-card')).toHaveCount(6);
    const banner = page.getByRole('region', { name: language === 'en' ? 'Highlights' : 'मुख्य झलकहरू' });
    await expect(banner).toHaveAttribute('aria-roledescription', language === 'en' ? 'carousel' : 'क्यारोसेल');
    // Exactly one slide is exposed at a time ('n of 4'); which one depends on the 7 s rotation.
    await expect(
      banner.getByRole('region', { name: language === 'en' ? /^[1-4] of 4$/ : /^४ मध्ये [१-४]$/ }),
    ).toHaveCount(1);

    await recent.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });
}

test('the exit-intent popup offers sign-up once per session', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Gandaki Province Job Portal' })).toBeVisible();
  const leaveThroughTop = () =>
    page.evaluate(() => document.dispatchEvent(new MouseEvent('mouseout', { clientY: 0, bubbles: true })));
  await leaveThroughTop();
  const dialog = page.getByRole('dialog', { name: 'Before you go' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Maybe later' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Gandaki Province Job Portal' })).toBeVisible();
  await leaveThroughTop();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('filter and page the job list; the URL keeps the search across reload and Back', async ({ page, request }) => {
  const word = uniqueWord();
  const { jobTypes, locations } = await lookups(request);
  const fullTime = byName(jobTypes, 'Full-time');
  const partTime = byName(jobTypes, 'Part-time');
  const kaski = byName(locations, 'Kaski');
  const employer = await approvedEmployer(request, 'Pokhara Traders');
  for (let i = 0; i < 12; i += 1) {
    const partial = i < 5;
    await insertJob(employer.id, {
      title: `${partial ? 'Shop helper' : 'Sales officer'} ${word} ${String(i + 1).padStart(2, '0')}`,
      jobTypeId: partial ? partTime.id : fullTime.id,
      locationId: kaski.id,
      ageSeconds: 100 + i,
    });
  }

  await page.goto('/jobs');
  await page.getByRole('combobox', { name: 'Keyword' }).fill(word);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`));
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pager.getByText('Showing 1 to 10 of 12 results')).toBeVisible();
  await expect(page.getByTestId('job-card')).toHaveCount(10);
  // Newest first: job 1 has the smallest age.
  await expect(page.getByTestId('job-card').first().getByRole('heading').getByRole('link')).toHaveText(
    `Shop helper ${word} 01`,
  );

  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(pager.getByText('Showing 11 to 12 of 12 results')).toBeVisible();
  await expect(page.getByTestId('job-card')).toHaveCount(2);

  await page.reload();
  await expect(
    page.getByRole('navigation', { name: 'Pagination' }).getByText('Showing 11 to 12 of 12 results'),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Keyword' })).toHaveValue(word);

  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(pager.getByText('Showing 1 to 10 of 12 results')).toBeVisible();

  await page.getByRole('checkbox', { name: 'Part-time' }).check();
  await expect(page).toHaveURL(new RegExp(`jobTypes=${partTime.id}`));
  await expect(page.getByTestId('job-card')).toHaveCount(5);
  await expect(pager).toBeHidden();

  await page.getByLabel('Sort by').selectOption('oldest');
  await expect(page).toHaveURL(/sortBy=oldest/);
  await expect(page.getByTestId('job-card').first().getByRole('heading').getByRole('link')).toHaveText(
    `Shop helper ${word} 05`,
  );

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Part-time' })).toBeChecked();
  await expect(page.getByTestId('job-card')).toHaveCount(5);
  await expect(page.getByTestId('job-card').first().getByRole('heading').getByRole('link')).toHaveText(
    `Shop helper ${word} 05`,
  );

  await page.goBack();
  await page.goBack();
  await expect(page.getByRole('checkbox', { name: 'Part-time' })).not.toBeChecked();
  await expect(pager.getByText('Showing 1 to 10 of 12 results')).toBeVisible();

  await page.getByTestId('job-card').first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: `Shop helper ${word} 01` })).toBeVisible();
});

test('the job list in Nepali: filters, pager and empty state', async ({ page, request }) => {
  const word = uniqueWord();
  const { jobTypes } = await lookups(request);
  const fullTime = byName(jobTypes, 'Full-time');
  const employer = await approvedEmployer(request, 'Gandaki Dairy');
  for (let i = 0; i < 11; i += 1) {
    await insertJob(employer.id, { title: `Dairy worker ${word} ${i + 1}`, jobTypeId: fullTime.id, ageSeconds: i });
  }
  await inNepali(page);
  await page.goto(`/ne/jobs?q=${word}`);
  await expect(page.getByRole('heading', { level: 1, name: 'जागिर खोज्नुहोस्' })).toBeVisible();
  const pager = page.getByRole('navigation', { name: 'पृष्ठहरू' });
  await expect(pager.getByText('जम्मा ११ नतिजामध्ये १ देखि १० सम्म देखाइँदै')).toBeVisible();
  await pager.getByRole('button', { name: 'अर्को' }).click();
  await expect(pager.getByText('जम्मा ११ नतिजामध्ये ११ देखि ११ सम्म देखाइँदै')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'पूर्णकालीन' })).toBeVisible();

  await page.getByRole('combobox', { name: 'मुख्य शब्द' }).fill(`${word}-none`);
  await expect(page.getByText('कुनै जागिर फेला परेन')).toBeVisible();
});
