import { BASE_URL } from '../support/e2e-env.ts';
import { expect, test } from '../support/test.ts';

/** Longer than the minute a hydrated query stays fresh (shell/src/ssr/hydrated-queries.ts). */
const PAGE_AGE_MS = 5 * 60_000;

/**
 * The server keeps a rendered page until its data changes (server README, "Page cache and CDN"), so a phone usually
 * gets a page rendered minutes or hours before. Its data is current: hydrating it asks the API for nothing, which
 * would also load the contract's schemas while the page loads (docs/decisions/hydrated-data-age.md). The browser's
 * clock runs five minutes ahead of the server's render.
 */
test.describe('a kept page rendered minutes before it arrives', () => {
  for (const path of ['/', '/jobs', '/ne/']) {
    test(`${path} hydrates without asking the API again`, async ({ page, request }) => {
      // Rendered and kept now, opened "five minutes later".
      expect((await request.get(`${BASE_URL}${path}`)).status()).toBe(200);
      await page.clock.setFixedTime(Date.now() + PAGE_AGE_MS);
      const asked: string[] = [];
      page.on('request', (sent) => {
        const url = new URL(sent.url());
        if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/files/')) asked.push(url.pathname);
      });
      // A render slower than SSR_TIMEOUT_MS (a loaded machine) sends a page the browser renders, with its requests:
      // the check needs the server's page.
      for (let attempt = 1; ; attempt++) {
        asked.length = 0;
        const html = await (await page.goto(`${BASE_URL}${path}`))?.text();
        if (html?.includes('id="portal-page-data"')) break;
        if (attempt === 3) throw new Error(`${path} was not rendered on the server in ${attempt} tries`);
      }
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
      // What a stale cache fetches, it fetches on mount, right after hydration: give it that time.
      await page.waitForTimeout(1_500);
      expect(asked).toEqual([]);
    });
  }
});
