import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { sql } from '../support/database.ts';
import { devicesFor, VIEWPORTS } from '../support/devices.ts';
import { BASE_URL } from '../support/e2e-env.ts';
import { approvedEmployer, byName, insertJob, type Lookup, lookups, uniqueWord } from '../support/jobs.ts';
import { fill, type Language, texts, useLanguage } from '../support/seeker.ts';
import { expect, test } from '../support/test.ts';
import { pageIn } from '../support/ui.ts';

/**
 * The public job list as a seeker meets it, in both languages, on a phone and a desktop: the active filters as
 * removable chips with "Clear all filters" (an empty result included), keyword suggestions named in the page's
 * language, a keyword placeholder that fits a 390 px phone, and the job level on the cards.
 */

/** The language as a returning visitor has it: stored, and in the cookie the server renders the first page by. */
async function inLanguage(page: Page, language: Language) {
  await useLanguage(page, language);
  await page.context().addCookies([{ name: 'portal_lang', value: language, url: BASE_URL }]);
}

/** The page has been taken over by the app (server-rendered pages are inert until then). */
const hydrated = (page: Page) => page.waitForLoadState('networkidle');

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((violation) => violation.id);
}

const nameIn = (item: Pick<Lookup, 'name_en' | 'name_ne'>, language: Language) =>
  language === 'en' ? item.name_en : item.name_ne;

for (const language of ['en', 'ne'] as const satisfies Language[]) {
  const site = texts[language].site;
  const common = texts[language].common;

  // The chips' journey once per language, on its paired device (screenshots at both widths); the placeholder's fit
  // depends on the width, so it is measured on both.
  for (const device of devicesFor(language)) {
    test.describe(`${device} in ${language}`, () => {
      test.use({ viewport: VIEWPORTS[device] });

      test('an empty result shows the active filters as chips that remove one filter, and Clear all filters', async ({
        page,
        request,
      }, testInfo) => {
        const L = await lookups(request);
        const kaski = byName(L.locations, 'Kaski');
        const nawalpur = byName(L.locations, 'Nawalpur');
        const word = uniqueWord('chips');
        const employer = await approvedEmployer(request, `Rupa Lake Farms ${word}`);
        await insertJob(employer.id, { title: `Fish farmer ${word}`, locationId: nawalpur.id });
        await inLanguage(page, language);

        await page.goto(pageIn(language, `/jobs?q=${word}&locationIds=${kaski.id}`));
        await hydrated(page);
        const results = page.getByRole('region', { name: site.jobs.results });
        await expect(results.getByText(site.jobs.noJobs)).toBeVisible();
        await expect(results.getByText(site.jobs.noJobsHint)).toBeVisible();
        const active = page.getByRole('list', { name: common.filters.active });
        await expect(active.getByRole('listitem')).toHaveText([new RegExp(nameIn(kaski, language))]);
        await expect(results.getByRole('link', { name: common.filters.clear })).toBeVisible();
        for (const [width, size] of Object.entries(VIEWPORTS)) {
          await page.setViewportSize(size);
          await page.screenshot({ path: testInfo.outputPath(`jobs-empty-${width}-${language}.png`), fullPage: true });
        }
        await page.setViewportSize(VIEWPORTS[device]);
        expect(await axeViolations(page)).toEqual([]);

        // A second filter, then its chip removes it alone: the job in Nawalpur shows, one chip left.
        await page.goto(pageIn(language, `/jobs?q=${word}&locationIds=${kaski.id},${nawalpur.id}`));
        await hydrated(page);
        await expect(page.getByTestId('job-card')).toHaveCount(1);
        await expect(active.getByRole('listitem')).toHaveCount(2);
        await page.goto(pageIn(language, `/jobs?q=${word}&locationIds=${kaski.id}`));
        await hydrated(page);
        await active
          .getByRole('link', { name: fill(common.filters.remove, { name: nameIn(kaski, language) }) })
          .click();
        await expect(page).toHaveURL(new RegExp(`/jobs\\?q=${word}$`));
        await expect(page.getByTestId('job-card')).toHaveCount(1);
        await expect(active).toBeHidden();

        // Clear all filters keeps the keyword.
        await page.goto(pageIn(language, `/jobs?q=${word}&locationIds=${kaski.id}&jobTypes=${L.jobTypes[0]?.id}`));
        await hydrated(page);
        await expect(active.getByRole('listitem')).toHaveCount(2);
        await results.getByRole('link', { name: common.filters.clear }).click();
        await expect(page).toHaveURL(new RegExp(`/jobs\\?q=${word}$`));
        await expect(page.getByTestId('job-card')).toHaveCount(1);
      });
    });
  }

  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test.describe(`${device} in ${language}`, () => {
      test.use({ viewport });

      test('the keyword placeholder is shown whole with twelve filters chosen ("Filters (12)" beside it on a phone)', async ({
        page,
        request,
      }, testInfo) => {
        const L = await lookups(request);
        // Twelve filters: the widest the button beside the box gets in practice.
        const twelve = `locationIds=${L.locations
          .slice(0, 12)
          .map((item) => item.id)
          .join(',')}`;
        await inLanguage(page, language);
        await page.goto(pageIn(language, `/jobs?${twelve}`));
        await hydrated(page);
        const box = page.getByRole('combobox', { name: common.filters.keyword });
        await expect(box).toHaveAttribute('placeholder', common.filters.keywordHint);
        // The placeholder's width in the box's own font against the room inside the box.
        const { text, room } = await box.evaluate((input: HTMLInputElement) => {
          const style = getComputedStyle(input);
          const context = document.createElement('canvas').getContext('2d');
          if (!context) throw new Error('no canvas');
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const padding = Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight);
          return { text: context.measureText(input.placeholder).width, room: input.clientWidth - padding };
        });
        expect(text).toBeLessThanOrEqual(room);
        await page.screenshot({ path: testInfo.outputPath(`jobs-keyword-${device}-${language}.png`) });
      });
    });
  }

  test.describe(`suggestions and cards in ${language}`, () => {
    test('keyword suggestions name districts in the page language, whichever script is typed', async ({
      page,
      request,
    }, testInfo) => {
      const kaski = byName((await lookups(request)).locations, 'Kaski');
      await inLanguage(page, language);
      await page.setViewportSize(VIEWPORTS.phone);
      await page.goto(pageIn(language, '/jobs'));
      await hydrated(page);
      const box = page.getByRole('combobox', { name: common.filters.keyword });
      const suggestions = page.getByRole('listbox', { name: common.keywordSearch.suggestions });
      // Typed in the other script than the page's: the district is still named in the page's language.
      await box.fill(language === 'ne' ? kaski.name_en.slice(0, 4) : kaski.name_ne.slice(0, 3));
      const district = suggestions.getByRole('option').filter({ hasText: common.keywordSearch.kind.location });
      await expect(district).toHaveText(new RegExp(`^${nameIn(kaski, language)}`));
      await page.screenshot({ path: testInfo.outputPath(`suggestions-phone-${language}.png`) });
      // Taking it searches by that name, which finds the district's jobs in either language.
      await box.press('ArrowDown');
      await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
      await district.click();
      await expect(box).toHaveValue(nameIn(kaski, language));
      await expect(page).toHaveURL(/q=/);
    });

    test('the job level shows on the cards of jobs that have one, after the job type', async ({
      page,
      request,
    }, testInfo) => {
      const word = uniqueWord('level');
      const employer = await approvedEmployer(request, `Bindhyabasini Builders ${word}`);
      const L = await lookups(request);
      const levels = (await (await request.get(`${BASE_URL}/api/job-levels`)).json()) as Lookup[];
      const senior = levels.find((level) => level.key === 'senior');
      const salary = L.salaryRanges.find((item) => item.key !== 'negotiable');
      if (!senior || !salary) throw new Error('no senior job level or salary band');
      // Every fact a card shows, so the screenshots show the fullest card.
      const withLevel = await insertJob(employer.id, {
        title: `Site engineer ${word}`,
        locationId: byName(L.locations, 'Kaski').id,
        jobTypeId: L.jobTypes[0]?.id ?? null,
        salaryRangeId: salary.id,
        applicationDeadline: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
      });
      await insertJob(employer.id, { title: `Helper ${word}`, ageSeconds: 5 });
      await sql('update jobs set job_level_id = $1, vacancies = 2 where id = $2', [senior.id, withLevel]);
      await inLanguage(page, language);

      for (const viewport of Object.values(VIEWPORTS)) {
        await page.setViewportSize(viewport);
        await page.goto(pageIn(language, `/jobs?q=${word}`));
        await hydrated(page);
        const cards = page.getByTestId('job-card');
        await expect(cards).toHaveCount(2);
        await expect(cards.nth(0).locator('.job-card-jobLevel dd')).toHaveText(nameIn(senior, language));
        const facts = cards.nth(0).locator('.job-card-fact');
        await expect(facts.nth(1)).toHaveClass(/job-card-jobType/);
        await expect(facts.nth(2)).toHaveClass(/job-card-jobLevel/);
        await expect(cards.nth(1).locator('.job-card-jobLevel')).toHaveCount(0);
        await page.screenshot({ path: testInfo.outputPath(`cards-level-${viewport.width}-${language}.png`) });
      }
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
