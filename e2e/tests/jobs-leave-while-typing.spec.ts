import { approvedEmployer, insertJob, uniqueWord } from '../support/jobs.ts';
import { expect, test } from '../support/test.ts';

/**
 * A reader who types into /jobs' search box and at once opens a job stays on that job: the search, written to the
 * address after a quiet moment, does not take them back to the list while the job's page is still loading.
 */
for (const lang of ['en', 'ne'] as const) {
  test(`[${lang}] opening a job right after typing a search stays on the job`, async ({ page, request }) => {
    const word = uniqueWord();
    const employer = await approvedEmployer(request, `Typing Co ${word}`);
    const title = `Ferry pilot ${word}`;
    const jobId = await insertJob(employer.id, { title });
    const prefix = lang === 'ne' ? '/ne' : '';
    // The job page's code arrives slowly, as on a phone on mobile data: longer than the search's quiet time.
    await page.route(/job-detail-page-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });

    await page.goto(`${prefix}/jobs?q=${encodeURIComponent(title)}`);
    const card = page.getByRole('link', { name: title }).first();
    await expect(card).toBeVisible();
    await page.getByRole('combobox', { name: lang === 'ne' ? 'मुख्य शब्द' : 'Keyword' }).fill(`${title} pokhara`);
    await card.click();

    await expect(page).toHaveURL(new RegExp(`${prefix}/jobs/${jobId}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // Well past the quiet time: still the job, not the list.
    await page.waitForTimeout(1000);
    await expect(page).toHaveURL(new RegExp(`${prefix}/jobs/${jobId}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });
}
