import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { verifiedAccount } from '../support/accounts.ts';
import { BASE_URL } from '../support/e2e-env.ts';
import { type Language, texts, useLanguage } from '../support/seeker.ts';
import { expect, test } from '../support/test.ts';
import { openTraining } from '../support/trainings.ts';
import { loginViaApi, pageIn } from '../support/ui.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** The language as a returning visitor has it: stored, and in the cookie the server renders the first page by. */
async function inLanguage(page: Page, language: Language) {
  await useLanguage(page, language);
  await page.context().addCookies([{ name: 'portal_lang', value: language, url: BASE_URL }]);
}

/** The page never scrolls sideways on a phone. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

for (const language of ['en', 'ne'] as const satisfies Language[]) {
  const site = texts[language].site;
  const seeker = texts[language].seeker;
  const common = texts[language].common;

  test(`skill development on a phone in ${language}: each course a card, nothing wider than the screen`, async ({
    page,
    request,
  }) => {
    await openTraining(request);
    await inLanguage(page, language);
    await page.goto(pageIn(language, '/skill-development'));
    await expect(page).toHaveTitle(new RegExp(`^${site.skills.title} \\| `));
    const table = page.locator('table.table-cards');
    await expect(table).toBeVisible();
    const widths = await table.evaluate((node) => ({
      table: node.scrollWidth,
      parent: node.parentElement?.clientWidth,
    }));
    expect(widths.table).toBeLessThanOrEqual(widths.parent ?? 0);
    // Every value carries its column's name in the card.
    const cell = table.locator('tbody td').first();
    const label = await cell.evaluate((node) => getComputedStyle(node, '::before').content);
    expect(label).toBe(`"${site.skills.columns.duration}"`);
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(`contact on a phone in ${language}: the thanks come into view and are announced`, async ({ page }) => {
    await inLanguage(page, language);
    await page.goto(pageIn(language, '/contact'));
    // The page is rendered on the server: type once the app has taken it over (hydrated).
    await page.waitForLoadState('networkidle');
    await page.getByRole('textbox', { name: site.contact.form.name, exact: true }).fill('Sita Sharma');
    await page.getByRole('textbox', { name: site.contact.form.email, exact: true }).fill('sita@example.org');
    await page.getByRole('textbox', { name: site.contact.form.subject, exact: true }).fill('Training');
    await page
      .getByRole('textbox', { name: site.contact.form.message, exact: true })
      .fill('When does the next tailoring course start?');
    await page.getByRole('button', { name: site.contact.form.submit }).click();
    await expect(page).toHaveTitle(new RegExp(`^${site.contact.title} \\| `));
    const thanks = page.getByTestId('contact-thanks');
    await expect(thanks).toHaveAttribute('aria-live', 'polite');
    await expect(thanks.getByRole('status')).toHaveText(site.contact.form.thanks);
    await expect(thanks.getByRole('status')).toBeInViewport({ ratio: 1 });
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(`seeker profile on a phone in ${language}: one action row under each form, the file box in the language`, async ({
    page,
    request,
  }) => {
    await useLanguage(page, language);
    await loginViaApi(page, await verifiedAccount(request, 'job_seeker'));
    await page.goto('/job_seeker/profile');
    await expect(page).toHaveTitle(new RegExp(`^${seeker.profile.title} \\| `));

    // Personal info: Save under the summary, at the right end of its own row.
    const info = page.locator('section[aria-labelledby="seeker-info-title"]');
    const summary = await info.getByLabel(seeker.info.summary).boundingBox();
    const save = info.getByRole('button', { name: seeker.actions.save });
    const saveBox = await save.boundingBox();
    const formBox = await info.locator('form').boundingBox();
    expect(saveBox && summary && saveBox.y).toBeGreaterThanOrEqual((summary?.y ?? 0) + (summary?.height ?? 0));
    expect(Math.round((saveBox?.x ?? 0) + (saveBox?.width ?? 0))).toBe(
      Math.round((formBox?.x ?? 0) + (formBox?.width ?? 0)),
    );

    // The resume box: the portal's words, the chosen name, and a refusal that says why.
    const resume = page.locator('section[aria-labelledby="seeker-resume-title"]');
    await expect(resume.getByText(common.fileInput.choose)).toBeVisible();
    await expect(resume.getByText(common.fileInput.none)).toBeVisible();
    await resume.getByLabel(seeker.resume.file).setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a resume'),
    });
    await expect(resume.getByText('notes.txt')).toBeVisible();
    await resume.getByRole('button', { name: seeker.resume.upload }).click();
    await expect(resume.getByRole('alert')).toHaveText(common.errors.file_type.resume);
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
