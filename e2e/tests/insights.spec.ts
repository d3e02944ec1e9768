import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { verifiedAccount } from '../support/accounts.ts';
import { type Lang, loginAsAdmin, openAdmin } from '../support/admin.ts';
import { sql } from '../support/database.ts';
import { devicesFor, VIEWPORTS } from '../support/devices.ts';
import { expect, test } from '../support/test.ts';
import { pageIn } from '../support/ui.ts';

const TEXT = {
  en: {
    nav: 'Insights',
    adminTitle: 'Labour-market insights',
    by: 'Split jobs by',
    district: 'District',
    show: 'Show',
    download: 'Download CSV: Jobs posted',
    publicTitle: 'Jobs in numbers',
    footer: 'Jobs in numbers',
    suppressed: 'fewer than 5',
  },
  ne: {
    nav: 'तथ्याङ्क',
    adminTitle: 'श्रम बजारको तथ्याङ्क',
    by: 'जागिर यसअनुसार छुट्याउनुहोस्',
    district: 'जिल्ला',
    show: 'देखाउनुहोस्',
    download: 'CSV डाउनलोड गर्नुहोस्: पोस्ट भएका जागिर',
    publicTitle: 'सङ्ख्यामा जागिर',
    footer: 'सङ्ख्यामा जागिर',
    suppressed: '५ भन्दा कम',
  },
} as const;

// Fixed names: the server counts the published figures once an hour, so a worker started again after a failure
// must find the same categories (each run has a fresh database).
const SMALL = 'E2E figures small';
const LARGE = 'E2E figures large';

/** No Latin digit in the text a Nepali reader sees (Devanagari digits only). */
async function expectNoLatinDigits(page: Page, testId: string) {
  const text = await page.getByTestId(testId).locator('tbody, thead').allInnerTexts();
  expect(text.join(' ')).not.toMatch(/[0-9]/);
}

test.beforeAll(async ({ request }) => {
  // Jobs posted last month in two new categories: 3 (to be suppressed) and 7, for the published figures. Both
  // workers may get here at once: a category and its jobs go in in one statement, and a category already there is
  // left with its jobs (the second worker's insert waits for the first's, then does nothing).
  const { rowCount } = await sql('select 1 from categories where name_en = $1', [LARGE]);
  if (rowCount) return;
  const employer = await verifiedAccount(request, 'employer', 'Figures Employer');
  await sql(`update users set approval_status = 'approved' where email = $1`, [employer.email.toLowerCase()]);
  for (const [name, count] of [
    [SMALL, 3],
    [LARGE, 7],
  ] as const) {
    await sql(
      `with c as (insert into categories (name_en, name_ne) values ($1, $1) on conflict do nothing returning id)
       insert into jobs (title, employer_id, category_id, created_at)
       select 'Figures job ' || g, u.id, c.id, date_trunc('month', now()) - interval '10 days'
       from c, users u, generate_series(1, $2::int) g where u.email = $3`,
      [name, count, employer.email.toLowerCase()],
    );
  }
});

for (const lang of ['en', 'ne'] as const satisfies Lang[]) {
  const T = TEXT[lang];
  // Each language and each device once: nothing but the layout differs per device.
  for (const size of devicesFor(lang)) {
    const viewport = VIEWPORTS[size];
    test(`an administrator opens the insights, splits them by district and downloads a CSV (${lang}, ${size})`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      await loginAsAdmin(page);
      await openAdmin(page, '/admin/dashboard', lang);
      await page
        .getByRole('navigation', { name: lang === 'ne' ? 'प्रशासक प्यानल' : 'Admin panel' })
        .getByRole('link', { name: T.nav, exact: true })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: T.adminTitle })).toBeVisible();
      await expect(page.getByTestId('insights-table-jobs-posted')).toBeVisible();

      await page.getByRole('combobox', { name: T.by }).selectOption('district');
      await page.getByRole('button', { name: T.show, exact: true }).click();
      await expect(page).toHaveURL(/by=district/);
      await expect(page.getByTestId('insights-table-jobs-posted').locator('thead th').first()).toHaveText(T.district);
      await expect(page.getByTestId('insights-table-trainings').locator('tbody tr')).toHaveCount(4);
      if (lang === 'ne') {
        await expectNoLatinDigits(page, 'insights-table-jobs-posted');
        await expectNoLatinDigits(page, 'insights-table-seekers-district');
        await expectNoLatinDigits(page, 'insights-table-trainings');
      }

      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: T.download }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(
        /^insights-jobs-posted-district-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
      );
      const csv = await readFile((await download.path()) as string, 'utf8');
      expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(/^"group_en","group_ne","\d{4}-\d{2}-01",/);

      for (const [width, other] of Object.entries(VIEWPORTS)) {
        await page.setViewportSize(other);
        await page.screenshot({ path: test.info().outputPath(`admin-insights-${lang}-${width}.png`), fullPage: true });
      }
      await page.setViewportSize(viewport);
      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    });

    test(`the public jobs-in-numbers page from the footer, its tables and downloads (${lang}, ${size})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(pageIn(lang, '/'));
      await page.getByRole('contentinfo').getByRole('link', { name: T.footer }).click();
      await expect(page).toHaveURL(new RegExp(`${pageIn(lang, '/jobs-in-numbers')}$`));
      await expect(page.getByRole('heading', { level: 1, name: T.publicTitle })).toBeVisible();

      const byCategory = page.getByTestId('figures-jobs-by-category');
      await expect(byCategory.getByRole('row', { name: new RegExp(SMALL) })).toContainText(T.suppressed);
      await expect(page.getByTestId('figures-licence').getByRole('link')).toHaveAttribute(
        'href',
        'https://creativecommons.org/licenses/by/4.0/',
      );
      if (lang === 'ne') await expectNoLatinDigits(page, 'figures-jobs-by-month');

      const csvHref = await page.getByTestId('figures-csv').getAttribute('href');
      const csv = await page.request.get(csvHref as string);
      expect(csv.status()).toBe(200);
      expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
      const lines = (await csv.text()).split('\r\n');
      expect(lines[1]).toContain('CC BY 4.0');
      expect(lines.find((line) => line.includes(SMALL))).toMatch(/,"","suppressed"$/);
      const json = await page.request.get((await page.getByTestId('figures-json').getAttribute('href')) as string);
      const figures = (await json.json()) as {
        licence: { name: string };
        tables: { id: string; rows: { en: string; count: number | null }[] }[];
      };
      expect(figures.licence.name).toBe('CC BY 4.0');
      const small = figures.tables.find((t) => t.id === 'jobs-by-category')?.rows.find((row) => row.en === SMALL);
      expect(small?.count).toBeNull();
      for (const table of figures.tables) {
        for (const row of table.rows) expect(row.count === null || row.count === 0 || row.count >= 5).toBe(true);
      }

      for (const [width, other] of Object.entries(VIEWPORTS)) {
        await page.setViewportSize(other);
        await page.screenshot({ path: test.info().outputPath(`jobs-in-numbers-${lang}-${width}.png`), fullPage: true });
      }
      await page.setViewportSize(viewport);
      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    });
  }
}
