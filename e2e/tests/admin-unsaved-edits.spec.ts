import { commonEn } from '../../shared-ui/src/i18n/common-en.ts';
import { commonNe } from '../../shared-ui/src/i18n/common-ne.ts';
import { type Lang, loginAsAdmin, openAdmin } from '../support/admin.ts';
import { WORDS } from '../support/employer.ts';
import { approvedEmployer, insertJob, uniqueWord } from '../support/jobs.ts';
import { expect, test } from '../support/test.ts';

/** The admin's job form holds a navigation while an edit is unsaved, like the employer's. */
const TEXT = {
  en: { common: commonEn, nav: 'Admin panel', dashboard: 'Dashboard' },
  ne: { common: commonNe, nav: 'प्रशासक प्यानल', dashboard: 'ड्यासबोर्ड' },
} as const;

for (const lang of ['en', 'ne'] as const satisfies Lang[]) {
  const T = TEXT[lang];
  const w = WORDS[lang];

  test(`admin in ${lang}: leaving the job form with an unsaved edit asks first`, async ({ page, request }) => {
    test.slow();
    const employer = await approvedEmployer(request, `Admin Guard Co ${uniqueWord()}`);
    const title = `Trek guide ${uniqueWord()}`;
    const jobId = await insertJob(employer.id, { title });
    await loginAsAdmin(page);
    await openAdmin(page, `/admin/jobs/edit/${jobId}`, lang);

    const titleBox = page.getByRole('textbox', { name: w.jobTitle });
    await expect(titleBox).toHaveValue(title);
    const dashboard = page.getByRole('navigation', { name: T.nav }).getByRole('link', { name: T.dashboard });
    const dialog = page.getByRole('dialog', { name: T.common.unsavedEdits.title });

    await titleBox.fill(`${title} (senior)`);
    await dashboard.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: T.common.unsavedEdits.stay }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/admin/jobs/edit/${jobId}$`));
    await expect(titleBox).toHaveValue(`${title} (senior)`);

    await dashboard.click();
    await dialog.getByRole('button', { name: T.common.unsavedEdits.leave }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });
}
