import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { devicesFor, VIEWPORTS } from '../support/devices.ts';
import { BASE_URL } from '../support/e2e-env.ts';
import { approvedEmployer, byName, insertJob, lookups, uniqueWord } from '../support/jobs.ts';
import { type Language, texts, useLanguage } from '../support/seeker.ts';
import { expect, test } from '../support/test.ts';
import { pageIn } from '../support/ui.ts';

/**
 * The feeds of a /jobs search, in English on a desktop and in Nepali on a phone: the server-rendered page links the
 * search's RSS and Atom feeds (in its head and on the page), a filter changed in the browser moves both links, and the
 * feed the link leads to holds that search's jobs, in the page's language.
 */

/** The page has been taken over by the app (server-rendered pages are inert until then). */
const hydrated = (page: Page) => page.waitForLoadState('networkidle');

/** The head's feed link of a type, as the browser has it now. */
const alternate = (page: Page, type: string) =>
  page.locator(`head link[rel="alternate"][type="${type}"]`).getAttribute('href');

/** The job ids of a feed's items (RSS `<link>` or Atom alternate `href`), in order. */
function feedJobIds(xml: string, language: Language): string[] {
  const prefix = `${BASE_URL}${pageIn(language, '/jobs/')}`.replaceAll('/', '\\/').replaceAll('.', '\\.');
  const link = new RegExp(`(?:<link>|<link rel="alternate" type="text/html" href=")${prefix}([0-9a-f-]{36})`, 'g');
  return [...xml.matchAll(link)].map((match) => match[1] ?? '');
}

for (const language of ['en', 'ne'] as const satisfies Language[]) {
  const site = texts[language].site;
  const common = texts[language].common;

  // Each language and each device once: nothing but the layout differs per device.
  for (const device of devicesFor(language)) {
    test.describe(`${device} in ${language}`, () => {
      test.use({ viewport: VIEWPORTS[device] });

      test("a filtered /jobs links its search's feeds, and the feed holds that search's jobs", async ({
        page,
        request,
      }, testInfo) => {
        const L = await lookups(request);
        const kaski = byName(L.locations, 'Kaski');
        const tanahun = byName(L.locations, 'Tanahun');
        const word = uniqueWord('feed');
        const employer = await approvedEmployer(request, `Phewa Bakery ${word}`);
        const older = await insertJob(employer.id, { title: `Baker ${word}`, locationId: kaski.id, ageSeconds: 60 });
        const newer = await insertJob(employer.id, { title: `Pastry cook ${word}`, locationId: kaski.id });
        const elsewhere = await insertJob(employer.id, { title: `Driver ${word}`, locationId: tanahun.id });
        await useLanguage(page, language);

        const search = `?q=${word}&locationIds=${kaski.id}`;
        const rssPath = `${pageIn(language, '/jobs/feed.rss')}${search}`;
        const atomPath = `${pageIn(language, '/jobs/feed.atom')}${search}`;
        // The server's page names the feeds in its head before any script runs.
        const html = await (await request.get(`${BASE_URL}${pageIn(language, `/jobs${search}`)}`)).text();
        expect(html).toContain(
          `<link rel="alternate" type="application/rss+xml" title="${site.feeds.rssTitle}" href="${BASE_URL}${rssPath.replaceAll('&', '&amp;')}">`,
        );
        expect(html).toContain(
          `<link rel="alternate" type="application/atom+xml" title="${site.feeds.atomTitle}" href="${BASE_URL}${atomPath.replaceAll('&', '&amp;')}">`,
        );

        await page.goto(pageIn(language, `/jobs${search}`));
        await hydrated(page);
        await expect(page.getByTestId('job-card')).toHaveCount(2);
        const rss = page.getByRole('link', { name: site.feeds.rss });
        const atom = page.getByRole('link', { name: site.feeds.atom });
        await expect(rss).toHaveAttribute('href', rssPath);
        await expect(atom).toHaveAttribute('href', atomPath);
        expect(await alternate(page, 'application/rss+xml')).toBe(`${BASE_URL}${rssPath}`);
        for (const [width, size] of Object.entries(VIEWPORTS)) {
          await page.setViewportSize(size);
          await rss.scrollIntoViewIfNeeded();
          await page.screenshot({ path: testInfo.outputPath(`jobs-feeds-${width}-${language}.png`) });
        }
        await page.setViewportSize(VIEWPORTS[device]);
        expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([]);

        // The district's chip removed in the browser: the links follow the search that is left.
        await page.getByRole('list', { name: common.filters.active }).getByRole('link').first().click();
        await expect(page).toHaveURL(new RegExp(`/jobs\\?q=${word}$`));
        await expect(page.getByTestId('job-card')).toHaveCount(3);
        const wider = `${pageIn(language, '/jobs/feed.rss')}?q=${word}`;
        await expect(rss).toHaveAttribute('href', wider);
        await expect.poll(() => alternate(page, 'application/rss+xml')).toBe(`${BASE_URL}${wider}`);
        await expect
          .poll(() => alternate(page, 'application/atom+xml'))
          .toBe(`${BASE_URL}${pageIn(language, '/jobs/feed.atom')}?q=${word}`);

        // Following the link: the feed of that search, newest first, its items on the job pages in this language.
        const [response] = await Promise.all([
          page.waitForResponse((res) => res.url() === `${BASE_URL}${wider}`),
          rss.click(),
        ]);
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
        const xml = await response.text();
        expect(feedJobIds(xml, language)).toEqual([elsewhere, newer, older]);
        expect(xml).toContain(`<title>Pastry cook ${word}</title>`);
        expect(xml).toContain(`<language>${language}</language>`);

        // The Atom feed of the district's search holds its two jobs.
        const atomFeed = await request.get(`${BASE_URL}${atomPath}`);
        expect(atomFeed.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
        expect(feedJobIds(await atomFeed.text(), language)).toEqual([newer, older]);
      });
    });
  }
}
