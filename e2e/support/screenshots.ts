import type { Locator, Page, TestInfo } from '@playwright/test';

/** The two sizes every screen is looked at: a desktop and a phone. */
export const SCREENSHOT_SIZES = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
] as const;

/**
 * A part of a page, looked at: a screenshot of `part` at 1366×768 and 390×844 in the test's output folder
 * (`<name>-<width>.png`); the page is left at the size it had.
 */
export async function screenshotBothWidths(page: Page, testInfo: TestInfo, name: string, part: Locator) {
  const before = page.viewportSize();
  for (const viewport of SCREENSHOT_SIZES) {
    await page.setViewportSize(viewport);
    await part.screenshot({ path: testInfo.outputPath(`${name}-${viewport.width}.png`) });
  }
  if (before) await page.setViewportSize(before);
}
