import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

import { SCREENSHOT_SIZES as SIZES } from './screenshots.ts';

/**
 * The open dialog, looked at: a screenshot at 1366×768 and 390×844 in the test's output folder
 * (`<name>-<width>.png`), then axe on the dialog at 1366×768 (the size the page is left at).
 */
export async function checkOpenDialog(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await screenshotsAtBothWidths(page, testInfo, name);
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
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
  for (const viewport of SIZES) {
    await page.setViewportSize(viewport);
    await shown?.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`${name}-${viewport.width}.png`) });
  }
  await page.setViewportSize(SIZES[0]);
}
