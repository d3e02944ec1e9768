import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { screenshotsAtBothWidths } from './screenshots.ts';

/**
 * The open dialog, looked at: a screenshot at 1366×768 and 390×844 in the test's output folder
 * (`<name>-<width>.png`), then axe on the dialog at 1366×768 (the size the page is left at).
 */
export async function checkOpenDialog(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await screenshotsAtBothWidths(page, testInfo, name);
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
}
