import { ADMIN_TEXT, findOnPages, type Lang, loginAsAdmin, openAdmin } from '../support/admin.ts';
import { approvedEmployer, uniqueWord } from '../support/jobs.ts';
import { expect, test } from '../support/test.ts';

const CANCEL = { en: 'Cancel', ne: 'रद्द गर्नुहोस्' } as const;

for (const lang of ['en', 'ne'] as const satisfies Lang[]) {
  const T = ADMIN_TEXT[lang];

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 768 },
  ]) {
    test(`edit employer in ${lang} at ${viewport.width}px: Cancel and Save end the dialog, after the logo and documents, on screen and by Tab`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      const employer = await approvedEmployer(page.request, `Dialog Co ${uniqueWord()}`);
      await loginAsAdmin(page);
      await openAdmin(page, '/admin/employers', lang);
      await (await findOnPages(page, page.getByRole('button', { name: T.edit(employer.name) }), lang)).click();

      const dialog = page.getByRole('dialog');
      const save = dialog.getByRole('button', { name: T.save, exact: true });
      const cancel = dialog.getByRole('button', { name: CANCEL[lang], exact: true });
      const uploadDocuments = dialog.getByRole('button', { name: T.uploadDocuments });
      const uploadLogo = dialog.getByRole('button', { name: T.uploadLogo });
      await expect(save).toBeVisible();

      // On screen: the logo, then the documents, then Cancel and Save.
      const top = async (locator: typeof save) => (await locator.boundingBox())?.y ?? Number.NaN;
      expect(await top(uploadLogo)).toBeLessThan(await top(uploadDocuments));
      expect(await top(uploadDocuments)).toBeLessThan(await top(cancel));
      expect(await top(cancel)).toBeLessThanOrEqual(await top(save));

      // By keyboard: from the documents' upload button, Tab reaches Cancel and then Save, and nothing after them
      // but the dialog's own close button (focus wraps round inside the dialog).
      await uploadDocuments.focus();
      const order: string[] = [];
      for (let step = 0; step < 3; step += 1) {
        await page.keyboard.press('Tab');
        order.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''));
      }
      expect(order.slice(0, 2)).toEqual([CANCEL[lang], T.save]);
      // Then round to the top of the dialog: its close button.
      await expect(dialog.getByRole('button', { name: T.close })).toBeFocused();
    });
  }
}
