import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { shellEn } from '../../shell/src/i18n/shell-en.ts';
import { shellNe } from '../../shell/src/i18n/shell-ne.ts';
import { verifiedAccount } from '../support/accounts.ts';
import { BASE_URL } from '../support/e2e-env.ts';
import { approvedEmployer, byName, insertJob, lookups, uniqueWord } from '../support/jobs.ts';
import { fill, type Language, localDigits, texts, useLanguage } from '../support/seeker.ts';
import { expect, test } from '../support/test.ts';
import { loginViaApi, pageIn } from '../support/ui.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };
const shell = { en: shellEn, ne: shellNe } as const;

/** The language as a returning visitor has it: stored, and in the cookie the server renders the first page by. */
async function inLanguage(page: Page, language: Language) {
  await useLanguage(page, language);
  await page.context().addCookies([{ name: 'portal_lang', value: language, url: BASE_URL }]);
}

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((violation) => violation.id);
}

/** A Kathmandu calendar day `days` from today, yyyy-MM-dd (the deadline's own calendar). */
function kathmanduDay(days: number): string {
  const now = Date.now() + (5 * 60 + 45) * 60_000;
  return new Date(now + days * 86_400_000).toISOString().slice(0, 10);
}

/** The page has been taken over by the app (server-rendered pages are inert until then). */
async function hydrated(page: Page) {
  await page.waitForLoadState('networkidle');
}

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('no box');
  return found;
};

for (const language of ['en', 'ne'] as const satisfies Language[]) {
  const site = texts[language].site;
  const common = texts[language].common;
  const name = (item: { name_en: string; name_ne: string }) => (language === 'en' ? item.name_en : item.name_ne);

  test.describe(`on a phone in ${language}`, () => {
    test.use({ viewport: PHONE });

    test(`/jobs shows a job card above the fold; the card shows the avatar, location, salary and days left`, async ({
      page,
      request,
    }, testInfo) => {
      const L = await lookups(request);
      const word = uniqueWord('card');
      const employer = await approvedEmployer(request, `Machhapuchhre Hotels ${word}`);
      const salary = L.salaryRanges.find((item) => item.key !== 'negotiable') ?? L.salaryRanges[0];
      const title = `Cook ${word}`;
      await insertJob(employer.id, {
        title,
        locationId: byName(L.locations, 'Kaski').id,
        salaryRangeId: salary?.id ?? null,
        jobTypeId: L.jobTypes[0]?.id ?? null,
        applicationDeadline: kathmanduDay(3),
      });
      await inLanguage(page, language);

      await page.goto(pageIn(language, '/jobs'));
      await expect(page.getByTestId('job-card').first()).toBeInViewport();
      await page.screenshot({ path: testInfo.outputPath(`jobs-phone-${language}.png`) });

      await page.goto(pageIn(language, `/jobs?q=${word}`));
      await hydrated(page);
      const card = page.getByTestId('job-card').filter({ hasText: title });
      await expect(card).toBeInViewport();
      await expect(card.getByTestId('company-avatar')).toHaveText('M');
      await expect(card.getByRole('link', { name: employer.name })).toHaveAttribute(
        'href',
        pageIn(language, `/employers/${employer.id}`),
      );
      await expect(card.locator('.job-card-location dd')).toHaveText(name(byName(L.locations, 'Kaski')));
      await expect(card.locator('.job-card-salary dd')).toHaveText(
        name(salary as { name_en: string; name_ne: string }),
      );
      await expect(card.getByTestId('job-card-deadline').locator('dd')).toHaveText(
        fill(common.calendar.daysLeft_other, { days: localDigits('3', language) }),
      );
      expect(await axeViolations(page)).toEqual([]);
    });

    test(`the filter sheet filters (URL, results, count) and reaches every location`, async ({
      page,
      request,
    }, testInfo) => {
      const L = await lookups(request);
      const word = uniqueWord('sheet');
      const employer = await approvedEmployer(request, `Kaligandaki Traders ${word}`);
      const nawalpur = byName(L.locations, 'Nawalpur');
      await insertJob(employer.id, { title: `Driver ${word}`, locationId: nawalpur.id });
      await insertJob(employer.id, { title: `Porter ${word}`, locationId: byName(L.locations, 'Kaski').id });
      await inLanguage(page, language);
      await page.goto(pageIn(language, `/jobs?q=${word}`));
      await hydrated(page);
      await expect(page.getByTestId('job-card')).toHaveCount(2);

      const button = page.getByTestId('filter-button');
      await expect(button).toHaveText(site.jobs.filtersNone);
      await expect(button).toBeInViewport();
      await button.click();
      const sheet = page.getByRole('dialog', { name: site.jobs.filtersTitle });
      await expect(sheet).toBeVisible();
      // Every location is there and can be reached and chosen: Baglung, Nawalpur and Other included.
      for (const location of L.locations) {
        const option = sheet.getByRole('checkbox', { name: name(location), exact: true });
        await option.scrollIntoViewIfNeeded();
        await expect(option).toBeInViewport();
      }
      for (const last of ['Baglung', 'Nawalpur', 'Other']) {
        await expect(sheet.getByRole('checkbox', { name: name(byName(L.locations, last)), exact: true })).toBeVisible();
      }
      await page.screenshot({ path: testInfo.outputPath(`filter-sheet-${language}.png`) });
      expect(await axeViolations(page)).toEqual([]);

      // Escape closes it and gives the focus back; nothing changed.
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(button).toBeFocused();

      await button.click();
      await sheet.getByRole('checkbox', { name: name(nawalpur), exact: true }).check();
      await expect(page).toHaveURL(new RegExp(`/jobs\\?q=${word}$`)); // not before Apply
      await sheet.getByRole('button', { name: site.jobs.applyFilters }).click();
      await expect(sheet).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`locationIds=${nawalpur.id}`));
      await expect(page.getByTestId('job-card')).toHaveCount(1);
      await expect(page.getByTestId('job-card')).toContainText(`Driver ${word}`);
      await expect(button).toHaveText(site.jobs.filtersButton.replace('{{count, number}}', localDigits('1', language)));

      // Clear empties the sheet and, applied, the URL keeps the keyword only.
      await button.click();
      await sheet.getByRole('button', { name: site.jobs.clearFilters }).click();
      await expect(sheet.getByRole('checkbox', { name: name(nawalpur), exact: true })).not.toBeChecked();
      await sheet.getByRole('button', { name: site.jobs.applyFilters }).click();
      await expect(page).toHaveURL(new RegExp(`/jobs\\?q=${word}$`));
      await expect(page.getByTestId('job-card')).toHaveCount(2);
      await expect(button).toHaveText(site.jobs.filtersNone);
    });

    for (const role of ['job_seeker', 'employer'] as const) {
      test(`the signed-in header is one row (${role})`, async ({ page, request }, testInfo) => {
        const account = await verifiedAccount(
          request,
          role,
          role === 'employer' ? 'Annapurna Himalayan Trekking and Expedition Private Limited' : undefined,
        );
        await inLanguage(page, language);
        await loginViaApi(page, account);
        await page.goto(pageIn(language, '/about'));
        const header = page.getByRole('banner');
        const brand = header.getByTestId('brand');
        const menuButton = header.getByTestId('menu-toggle');
        const userMenu = header.getByTestId('user-menu-button');
        await expect(userMenu).toBeVisible();
        const [brandBox, menuBox, userBox] = await Promise.all([box(brand), box(menuButton), box(userMenu)]);
        // The menu button and the account button sit in the brand's row: their tops inside the brand's box.
        for (const control of [menuBox, userBox]) {
          expect(control.y).toBeGreaterThanOrEqual(brandBox.y - 8);
          expect(control.y).toBeLessThanOrEqual(brandBox.y + brandBox.height);
        }
        expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(PHONE.width);
        expect((await box(header)).height).toBeLessThanOrEqual(80);
        // The portal's name takes at most two lines beside the mark.
        const nameLines = await brand
          .locator('.brand-name')
          .evaluate((name) =>
            Math.round(name.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(name).lineHeight)),
          );
        expect(nameLines).toBeLessThanOrEqual(2);
        // The name is in the menu, not on the button.
        await expect(userMenu.getByText(account.name, { exact: true })).toBeHidden();
        await userMenu.click();
        await expect(header.getByTestId('user-menu-name')).toHaveText(account.name);
        await page.screenshot({ path: testInfo.outputPath(`header-${role}-${language}.png`) });
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    test('the guest header is one short row: the mark, language, Login, Sign up and the menu', async ({ page }) => {
      await inLanguage(page, language);
      await page.goto(pageIn(language, '/jobs'));
      const header = page.getByRole('banner');
      const brand = header.getByTestId('brand');
      // The name is not drawn beside the mark (it wrapped to three or four lines), but it names the link.
      await expect(brand).toHaveAccessibleName(shell[language].app.name);
      const controls = [brand, header.getByTestId('header-login'), header.getByTestId('header-signup')];
      const menuButton = header.getByTestId('menu-toggle');
      const menuBox = await box(menuButton);
      for (const control of controls) {
        const found = await box(control);
        expect(Math.abs(found.y + found.height / 2 - (menuBox.y + menuBox.height / 2))).toBeLessThanOrEqual(4);
      }
      expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(PHONE.width);
      expect((await box(header)).height).toBeLessThanOrEqual(72);
    });

    test(`the main nav says ${language === 'en' ? 'Jobs' : 'जागिर'}; the footer has no build line but its debug view has`, async ({
      page,
    }) => {
      await inLanguage(page, language);
      await page.goto(pageIn(language, '/faq'));
      await hydrated(page);
      await page.getByTestId('menu-toggle').click();
      await expect(page.getByTestId('nav-jobs')).toHaveText(language === 'en' ? 'Jobs' : 'जागिर');
      await expect(page.getByRole('contentinfo')).not.toContainText(shell[language].remote.versions);
      await page.goto(pageIn(language, '/faq?debug=versions'));
      await expect(page.getByTestId('remote-versions')).toContainText(
        `${shell[language].remote.versions}: public_site`,
      );
    });

    test('the phone menu closes with Escape and gives focus back to its button', async ({ page }) => {
      await inLanguage(page, language);
      await page.goto(pageIn(language, '/faq'));
      await hydrated(page);
      const toggle = page.getByTestId('menu-toggle');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByTestId('nav-jobs')).toBeVisible();
      await page.getByTestId('nav-jobs').focus();
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByTestId('nav-jobs')).toBeHidden();
      await expect(toggle).toBeFocused();
    });

    test(`the home banner's buttons stay on one line; a job page's skills are in the page's language`, async ({
      page,
      request,
    }, testInfo) => {
      await inLanguage(page, language);
      await page.goto(pageIn(language, '/'));
      const buttons = await page.locator('.banner-controls button').all();
      expect(buttons.length).toBeGreaterThanOrEqual(2);
      const tops = new Set(await Promise.all(buttons.map(async (button) => Math.round((await box(button)).y))));
      expect(tops.size).toBe(1);
      await page.screenshot({ path: testInfo.outputPath(`home-phone-${language}.png`) });

      const skills = (await (await request.get(`${BASE_URL}/api/skills`)).json()) as {
        name_en: string;
        name_ne: string;
      }[];
      const skill = skills.find((item) => item.name_ne && item.name_ne !== item.name_en);
      if (!skill) throw new Error('no skill with a Nepali name');
      const employer = await approvedEmployer(request, `Seti River Works ${uniqueWord('skill')}`);
      const id = await insertJob(employer.id, { title: `Mason ${uniqueWord('skill')}`, skills: [skill.name_en] });
      await page.goto(pageIn(language, `/jobs/${id}`));
      await hydrated(page);
      await expect(page.locator('.chips .chip')).toHaveText([name(skill)]);
    });
  });

  test.describe(`on a desktop in ${language}`, () => {
    test.use({ viewport: DESKTOP });

    test('the recent jobs fill their rows (3 + 3)', async ({ page, request }, testInfo) => {
      const employer = await approvedEmployer(request, `Fewa Lake Resorts ${uniqueWord('grid')}`);
      for (let i = 0; i < 6; i += 1) await insertJob(employer.id, { title: `Waiter ${uniqueWord('grid')}` });
      await inLanguage(page, language);
      await page.goto(pageIn(language, '/'));
      const cards = page.getByRole('region', { name: site.home.recent.title }).getByTestId('job-card');
      await expect(cards).toHaveCount(6);
      const rows = new Map<number, number>();
      for (const card of await cards.all()) {
        const top = Math.round((await box(card)).y);
        rows.set(top, (rows.get(top) ?? 0) + 1);
      }
      expect([...rows.values()]).toEqual([3, 3]);
      await page.screenshot({ path: testInfo.outputPath(`home-desktop-${language}.png`), fullPage: true });
      await page.goto(pageIn(language, '/jobs'));
      await expect(page.getByTestId('job-card').first()).toBeVisible();
      await expect(page.getByTestId('filter-button')).toBeHidden();
      await page.screenshot({ path: testInfo.outputPath(`jobs-desktop-${language}.png`) });
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
