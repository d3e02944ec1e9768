import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import employerEn from '../../employer-app/src/i18n/en.json' with { type: 'json' };
import employerNe from '../../employer-app/src/i18n/ne.json' with { type: 'json' };
import { commonEn } from '../../shared-ui/src/i18n/common-en.ts';
import { commonNe } from '../../shared-ui/src/i18n/common-ne.ts';
import { verifiedAccount } from '../support/accounts.ts';
import { sql } from '../support/database.ts';
import { BASE_URL } from '../support/e2e-env.ts';
import { apiToken, type Language, useLanguage } from '../support/employer.ts';
import { approvedEmployer, insertJob, uniqueWord } from '../support/jobs.ts';
import { localDigits } from '../support/seeker.ts';
import { expect, test } from '../support/test.ts';
import { loginViaApi } from '../support/ui.ts';

const TEXTS = {
  en: {
    employer: { ...employerEn.applicants, back: employerEn.detail.back },
    status: commonEn.status,
    pokhara: 'Pokhara',
    accounting: 'accounting',
  },
  ne: {
    employer: { ...employerNe.applicants, back: employerNe.detail.back },
    status: commonNe.status,
    pokhara: 'पोखरा',
    accounting: 'लेखा',
  },
} as const;

type Applicant = { name: string; district: string; skills: string[] };

/** A seeker with a district and skills, applied to the job through the API. */
async function applicant(request: APIRequestContext, jobId: string, person: Applicant) {
  const account = await verifiedAccount(request, 'job_seeker', person.name);
  await sql(`update users set location_id = (select id from locations where name_en = $2) where email = $1`, [
    account.email.toLowerCase(),
    person.district,
  ]);
  await sql('update seeker_profiles set skills = $2 where user_id = (select id from users where email = $1)', [
    account.email.toLowerCase(),
    person.skills,
  ]);
  const applied = await request.post(`${BASE_URL}/api/applications`, {
    headers: { authorization: `Bearer ${await apiToken(request, account)}` },
    data: { jobId },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  return account;
}

/** Every status badge of the list is about one line of text high, not the height of its row. */
async function expectBadgesTextHigh(page: Page) {
  const heights = await page.locator('[data-testid="applicant-item"] .badge').evaluateAll((badges) =>
    badges.map((badge) => {
      const style = getComputedStyle(badge);
      const line = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.5;
      return { badge: badge.getBoundingClientRect().height, line, row: badge.parentElement?.clientHeight ?? 0 };
    }),
  );
  expect(heights.length).toBeGreaterThan(0);
  for (const { badge, line, row } of heights) {
    expect(badge).toBeLessThan(line + 12);
    expect(row).toBeGreaterThan(badge * 2);
  }
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

for (const language of ['en', 'ne'] as const satisfies Language[]) {
  test(`applicant list in ${language}: badges one line high, City and a known skill in both scripts, a status filter, the search kept in the URL`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const w = TEXTS[language];
    const count = (shown: number, total: number) =>
      w.employer.count.replace(/\{\{(shown|total)(, number)?\}\}/g, (_, key: string) =>
        localDigits(String(key === 'shown' ? shown : total), language),
      );
    const employer = await approvedEmployer(request, `Fewa Traders ${language}`);
    const title = `Accountant ${uniqueWord()}`;
    const jobId = await insertJob(employer.id, { title });
    // In order of application (the list is oldest first).
    await applicant(request, jobId, { name: 'Asha Gurung', district: 'Kaski', skills: ['Accounting (Tally)'] });
    await applicant(request, jobId, { name: 'Bina Thapa', district: 'Tanahun', skills: ['लेखा (ट्याली)', 'Excel'] });
    const chandra = await applicant(request, jobId, { name: 'Chandra Rai', district: 'Syangja', skills: ['Cooking'] });
    await sql(
      "update applications set status = 'shortlisted' where job_id = $1 and seeker_id = (select id from users where email = $2)",
      [jobId, chandra.email.toLowerCase()],
    );

    await useLanguage(page, language);
    await loginViaApi(page, employer);
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`/employer/jobs/${jobId}/applicants`);
    const items = page.getByTestId('applicant-item');
    await expect(items).toHaveCount(3, { timeout: 30_000 });
    await expectBadgesTextHigh(page);
    await shoot(page, `applicants-${language}-1366`);

    // City: the town Pokhara (in the reader's script) finds the seeker of Kaski.
    const city = page.getByRole('textbox', { name: w.employer.filterCity, exact: true });
    await city.fill(w.pokhara);
    await expect(items).toHaveCount(1);
    await expect(items).toContainText('Asha Gurung');
    await expect(page).toHaveURL(new RegExp(`city=${encodeURIComponent(w.pokhara)}`));
    await expect(page.getByText(count(1, 3), { exact: true })).toBeVisible();

    // A known skill: its name in either language finds both spellings.
    await city.fill('');
    const skills = page.getByRole('textbox', { name: w.employer.filterSkills, exact: true });
    await skills.fill(w.accounting);
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText('Asha Gurung');
    await expect(items.nth(1)).toContainText('Bina Thapa');

    // Status.
    await skills.fill('');
    await expect(items).toHaveCount(3);
    const status = page.getByLabel(w.employer.filterStatus, { exact: true });
    await status.selectOption({ label: w.status.shortlisted });
    await expect(items).toHaveCount(1);
    await expect(items).toContainText('Chandra Rai');
    await expect(page).toHaveURL(/status=shortlisted/);
    await status.selectOption({ label: w.employer.allStatuses });
    await expect(items).toHaveCount(3);

    // The search survives a reload and Back from an applicant.
    await city.fill(w.pokhara);
    await expect(items).toHaveCount(1);
    await skills.fill(w.accounting);
    await expect(page).toHaveURL(/skills=/);
    await page.reload();
    await expect(city).toHaveValue(w.pokhara);
    await expect(skills).toHaveValue(w.accounting);
    await expect(status).toHaveValue('');
    await expect(items).toHaveCount(1, { timeout: 30_000 });
    await expect(items).toContainText('Asha Gurung');
    await items.getByRole('link', { name: 'Asha Gurung' }).click();
    await expect(page).toHaveURL(/\/applicants\/[0-9a-f-]+$/);
    await expect(page.locator('.applicant-detail .applicant-header [data-status]')).toHaveAttribute(
      'data-status',
      'viewed',
      { timeout: 30_000 },
    );
    await page.goBack();
    await expect(city).toHaveValue(w.pokhara);
    await expect(skills).toHaveValue(w.accounting);
    await expect(items).toHaveCount(1);
    // Opening her application marked it viewed: the list shows it so.
    await expect(items.locator('.badge')).toHaveAttribute('data-status', 'viewed');
    // The page's own "Back to applicants" link keeps the search too.
    await items.getByRole('link', { name: 'Asha Gurung' }).click();
    await page.getByRole('link', { name: w.employer.back, exact: true }).click();
    await expect(city).toHaveValue(w.pokhara);
    await expect(skills).toHaveValue(w.accounting);
    await expect(items).toHaveCount(1);
    await page.goBack();
    await page.goBack();
    // Typing made no history entries: one more Back is the list as it was before "All statuses" was chosen.
    await page.goBack();
    await expect(status).toHaveValue('shortlisted');
    await expect(city).toHaveValue('');
    await expect(skills).toHaveValue('');
    await expect(items).toHaveCount(1);
    await expect(items).toContainText('Chandra Rai');

    const axe = await new AxeBuilder({ page }).include('.applicants-page').analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/employer/jobs/${jobId}/applicants`);
    await expect(items).toHaveCount(3);
    await shoot(page, `applicants-${language}-390`);
  });
}
