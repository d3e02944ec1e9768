import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { approvedEmployer, insertJob, uniqueWord } from '../support/jobs.ts';
import { expect, test } from '../support/test.ts';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

const STATIC_PAGES = [
  '/jobs',
  '/about',
  '/career-resources',
  '/contact',
  '/faq',
  '/skill-development',
  '/privacy-policy',
  '/terms-and-conditions',
];

test('axe finds no serious or critical violations on home with recent jobs', async ({ page, request }) => {
  const employer = await approvedEmployer(request, 'Tanahun Builders');
  await insertJob(employer.id, { title: `Mason ${uniqueWord()}` });
  await page.goto('/');
  await expect(page.getByTestId('job-card').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

for (const path of STATIC_PAGES) {
  test(`axe finds no serious or critical violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('axe finds no serious or critical violations on a job page, for a seeker, in Nepali too', async ({
  page,
  request,
}) => {
  const employer = await approvedEmployer(request, 'Syangja Coffee');
  const title = `Barista ${uniqueWord()}`;
  const id = await insertJob(employer.id, { title, skills: ['Coffee'], applicationDeadline: '2099-12-31' });
  await page.goto(`/jobs/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(`/ne/jobs/${id}`);
  await expect(page.getByText('जागिर खोज्नेहरूले मात्र जागिरमा आवेदन दिन सक्छन्।')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
