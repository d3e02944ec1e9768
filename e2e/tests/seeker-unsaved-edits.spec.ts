import type { Page } from '@playwright/test';
import { shellEn } from '../../shell/src/i18n/shell-en.ts';
import { shellNe } from '../../shell/src/i18n/shell-ne.ts';
import { verifiedAccount } from '../support/accounts.ts';
import { checkOpenDialog } from '../support/dialog-check.ts';
import { type Language, texts, useLanguage } from '../support/seeker.ts';
import { expect, test } from '../support/test.ts';
import { loginViaApi } from '../support/ui.ts';

const shellTexts = { en: shellEn, ne: shellNe } as const;

/** Two frames: React has run the effects of what is on screen (the page's listeners are up to date). */
const settled = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** Whether closing the tab now asks first (the browser's beforeunload question), answered "stay". */
async function closingAsks(page: Page): Promise<boolean> {
  const asked = page.waitForEvent('dialog', { timeout: 3_000 }).then(
    async (dialog) => {
      expect(dialog.type()).toBe('beforeunload');
      await dialog.dismiss();
      return true;
    },
    () => false,
  );
  await page.close({ runBeforeUnload: true });
  return asked;
}

for (const language of ['en', 'ne'] as const satisfies readonly Language[]) {
  const s = texts[language].seeker;
  const c = texts[language].common;
  const nav = shellTexts[language].nav;

  test(`[${language}] leaving the profile with unsaved edits asks first; nothing is asked once saved`, async ({
    page,
    request,
  }, testInfo) => {
    test.slow();
    const account = await verifiedAccount(request, 'job_seeker');
    await useLanguage(page, language);
    await loginViaApi(page, account);
    await page.goto('/job_seeker/profile');
    const info = page.getByRole('region', { name: s.info.title, exact: true });
    const headline = info.getByRole('textbox', { name: s.info.headline, exact: true });
    const savedJobsLink = page.getByRole('navigation', { name: nav.label }).getByRole('link', { name: nav.savedJobs });
    const leaveDialog = page.getByRole('dialog', { name: c.unsavedEdits.title });

    // Nothing changed: the link just goes.
    await expect(headline).toBeVisible();
    await savedJobsLink.click();
    await expect(page).toHaveURL(/\/job_seeker\/saved-jobs$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/job_seeker\/profile$/);

    // An edit not saved: the link asks; Escape (stay) keeps the page and the edit.
    await headline.fill('Trekking guide');
    await savedJobsLink.click();
    await expect(leaveDialog).toBeVisible();
    await expect(leaveDialog.getByText(c.unsavedEdits.message)).toBeVisible();
    await checkOpenDialog(page, testInfo, `unsaved-${language}`);
    await page.keyboard.press('Escape');
    await expect(leaveDialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/job_seeker\/profile$/);
    await expect(headline).toHaveValue('Trekking guide');

    // Stay, by its button from the keyboard: focus is in the dialog.
    await savedJobsLink.click();
    const stay = leaveDialog.getByRole('button', { name: c.unsavedEdits.stay });
    const leave = leaveDialog.getByRole('button', { name: c.unsavedEdits.leave });
    await stay.focus();
    await page.keyboard.press('Enter');
    await expect(leaveDialog).toHaveCount(0);
    await expect(headline).toHaveValue('Trekking guide');

    // The browser's Forward (or Back) inside the portal asks too; leaving without saving goes, the edit is gone.
    await page.goForward();
    await expect(leaveDialog).toBeVisible();
    await leave.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/job_seeker\/saved-jobs$/);
    await page.goto('/job_seeker/profile');
    await expect(headline).toHaveValue('');

    // Saved: nothing is asked any more.
    await headline.fill('Trekking guide');
    await info.getByRole('button', { name: s.actions.save, exact: true }).click();
    await expect(info.getByRole('status').getByText(s.messages.changesSaved)).toBeVisible();
    await savedJobsLink.click();
    await expect(page).toHaveURL(/\/job_seeker\/saved-jobs$/);
  });

  test(`[${language}] closing the tab with unsaved profile edits asks the browser's question`, async ({
    page,
    request,
  }) => {
    const account = await verifiedAccount(request, 'job_seeker');
    await useLanguage(page, language);
    await loginViaApi(page, account);
    await page.goto('/job_seeker/profile');
    const preferences = page.getByRole('region', { name: s.preferences.title, exact: true });
    const salary = preferences.getByRole('textbox', { name: s.preferences.expectedSalary, exact: true });
    // Typed keys: the browser asks only on a page the user has interacted with.
    await salary.click();
    await page.keyboard.type('25000');
    await settled(page);
    expect(await closingAsks(page)).toBe(true);
    expect(page.isClosed()).toBe(false);

    await preferences.getByRole('button', { name: s.actions.save, exact: true }).click();
    await expect(preferences.getByRole('status').getByText(s.messages.changesSaved)).toBeVisible();
    await settled(page);
    expect(await closingAsks(page)).toBe(false);
    await expect.poll(() => page.isClosed()).toBe(true);
  });
}
