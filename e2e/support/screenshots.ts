import type { Locator, Page, TestInfo } from '@playwright/test';

/** The two sizes every screen is looked at: a desktop and a phone. */
export const SCREENSHOT_SIZES = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
] as const;

/**
 * A part of a page, looked at in its page: a full-page screenshot at 1366×768 and 390×844 in the test's output
 * folder (`<name>-<width>.png`) once `part` is shown; the page is left at the size it had.
 */
export async function screenshotBothWidths(page: Page, testInfo: TestInfo, name: string, part: Locator) {
  const before = page.viewportSize();
  for (const viewport of SCREENSHOT_SIZES) {
    await page.setViewportSize(viewport);
    await part.waitFor();
    // From the top, so the sticky header sits where a reader sees it (not mid-page in the full-page image).
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: testInfo.outputPath(`${name}-${viewport.width}.png`), fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}

/**
 * Screenshots at 1366×768 and 390×844 in the test's output folder (`<name>-<width>.png`), `shown` scrolled into view
 * at each size (else the viewport as it is); the page is left at 1366×768.
 */
export async function screenshotsAtBothWidths(
  page: Page,
  testInfo: TestInfo,
  name: string,
  shown?: Locator,
): Promise<void> {
  for (const viewport of SCREENSHOT_SIZES) {
    await page.setViewportSize(viewport);
    await shown?.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`${name}-${viewport.width}.png`) });
  }
  await page.setViewportSize(SCREENSHOT_SIZES[0]);
}
