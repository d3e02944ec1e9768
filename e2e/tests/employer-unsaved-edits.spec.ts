import employerEn from '../../employer-app/src/i18n/en.json' with { type: 'json' };
import employerNe from '../../employer-app/src/i18n/ne.json' with { type: 'json' };
import { commonEn } from '../../shared-ui/src/i18n/common-en.ts';
import { commonNe } from '../../shared-ui/src/i18n/common-ne.ts';
import { shellEn } from '../../shell/src/i18n/shell-en.ts';
import { shellNe } from '../../shell/src/i18n/shell-ne.ts';
import { sql } from '../support/database.ts';
import { checkOpenDialog } from '../support/dialog-check.ts';
import { type Language, useLanguage, WORDS } from '../support/employer.ts';
import { approvedEmployer, byName, insertJob, lookups, uniqueWord } from '../support/jobs.ts';
import { expect, test } from '../support/test.ts';
import { loginViaApi, storedToken } from '../support/ui.ts';

/**
 * The employer's job form (post, edit, duplicate) and company profile hold a navigation while an edit is unsaved:
 * a link, Back, Cancel and signing out ask first; a freshly loaded form, a saved one and one being posted do not.
 */

const texts = {
  en: { shell: shellEn, common: commonEn },
  ne: { shell: shellNe, common: commonNe },
} as const;

for (const language of ['en', 'ne'] as const satisfies readonly Language[]) {
  const w = WORDS[language];
  const { shell, common } = texts[language];

  test(`[${language}] the job form asks before unsaved edits are lost, and not when nothing is`, async ({
    page,
    request,
  }, testInfo) => {
    test.slow();
    const employer = await approvedEmployer(request, `Phewa Boats ${uniqueWord()}`);
    const title = `Boat pilot ${uniqueWord()}`;
    const kaski = byName((await lookups(request)).locations, 'Kaski');
    const jobId = await insertJob(employer.id, { title, locationId: kaski.id });
    await useLanguage(page, language);
    await loginViaApi(page, employer);

    const titleBox = page.getByRole('textbox', { name: w.jobTitle });
    const postJobLink = page.getByRole('navigation', { name: shell.nav.label }).getByRole('link', {
      name: shell.nav.postJob,
    });
    const leaveDialog = page.getByRole('dialog', { name: common.unsavedEdits.title });
    const stay = leaveDialog.getByRole('button', { name: common.unsavedEdits.stay });
    const leave = leaveDialog.getByRole('button', { name: common.unsavedEdits.leave });
    /** Left without a question: the page at `url` is open and no dialog showed. */
    const leftAtOnce = async (url: RegExp) => {
      await expect(page).toHaveURL(url);
      await expect(leaveDialog).toHaveCount(0);
    };

    // Duplicate, loaded afresh: the prefilled copy is no edit, the link just goes.
    const jobsLink = page.getByRole('navigation', { name: shell.nav.label }).getByRole('link', {
      name: shell.nav.jobs,
      exact: true,
    });
    await page.goto(`/employer/post-job?duplicate_from=${jobId}`);
    await expect(titleBox).toHaveValue(`${w.copyOf}${title}`);
    await jobsLink.click();
    await leftAtOnce(/\/jobs$/);

    // Edit, loaded afresh: the location select takes the saved value once its list arrives; still no edit.
    await page.goto(`/jobs/edit/${jobId}`);
    await expect(titleBox).toHaveValue(title);
    await expect(page.getByLabel(w.location, { exact: true })).toHaveValue(kaski.id);
    await postJobLink.click();
    await leftAtOnce(/\/employer\/post-job$/);
    await page.goBack();
    await expect(titleBox).toHaveValue(title);

    // An unsaved edit: the link asks. The dialog at both sizes, axe clean; Escape stays with the edit.
    await titleBox.fill(`${title} (senior)`);
    await postJobLink.click();
    await expect(leaveDialog).toBeVisible();
    await expect(leaveDialog.getByText(common.unsavedEdits.message)).toBeVisible();
    await checkOpenDialog(page, testInfo, `job-form-unsaved-${language}`);
    await page.keyboard.press('Escape');
    await expect(leaveDialog).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/jobs/edit/${jobId}$`));
    await expect(titleBox).toHaveValue(`${title} (senior)`);

    // The browser's Forward (or Back) inside the portal asks too; stay keeps the page and the edit.
    await page.goForward();
    await expect(leaveDialog).toBeVisible();
    await stay.click();
    await expect(leaveDialog).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/jobs/edit/${jobId}$`));
    await expect(titleBox).toHaveValue(`${title} (senior)`);

    // Signing out asks first: stay keeps the session and the edit; leave goes home signed out.
    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('logout-button').click();
    await expect(leaveDialog).toBeVisible();
    await stay.click();
    await expect(titleBox).toHaveValue(`${title} (senior)`);
    expect(await storedToken(page)).not.toBeNull();
    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('logout-button').click();
    await leave.click();
    await expect(page.getByRole('banner').getByRole('button', { name: shell.header.login })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(language === 'ne' ? '/ne/' : '/');
    expect(await storedToken(page)).toBeNull();
    const [saved] = (await sql('select title from jobs where id = $1', [jobId])).rows;
    expect(saved?.title).toBe(title);
  });

  test(`[${language}] posting a job leaves for the dashboard without a question; Cancel with edits asks`, async ({
    page,
    request,
  }) => {
    const employer = await approvedEmployer(request, `Begnas Tours ${uniqueWord()}`);
    await useLanguage(page, language);
    await loginViaApi(page, employer);
    await page.goto('/employer/post-job');
    const title = `Trek guide ${uniqueWord()}`;
    await page.getByRole('textbox', { name: w.jobTitle }).fill(title);
    const leaveDialog = page.getByRole('dialog', { name: common.unsavedEdits.title });

    await page.getByRole('button', { name: common.actions.cancel, exact: true }).click();
    await expect(leaveDialog).toBeVisible();
    await leaveDialog.getByRole('button', { name: common.unsavedEdits.stay }).click();
    await expect(page).toHaveURL(/\/employer\/post-job$/);

    await page.getByRole('textbox', { name: w.description, exact: true }).fill('Lead groups to Annapurna base camp.');
    await page.getByLabel(w.location, { exact: true }).selectOption({ label: language === 'en' ? 'Kaski' : 'कास्की' });
    await page.getByRole('button', { name: w.postJob, exact: true }).click();
    await expect(page).toHaveURL(/\/employer\/dashboard$/);
    await expect(page.getByTestId('job-posted')).toHaveText(w.posted(title));
    await expect(leaveDialog).toHaveCount(0);
  });
}

for (const language of ['en', 'ne'] as const satisfies readonly Language[]) {
  const { shell, common } = texts[language];
  const profile = (language === 'en' ? employerEn : employerNe).profile;

  test(`[${language}] the company profile asks before an unsaved edit is lost, and not once it is saved`, async ({
    page,
    request,
  }) => {
    const employer = await approvedEmployer(request, `Rupa Dairy ${uniqueWord()}`);
    await useLanguage(page, language);
    await loginViaApi(page, employer);
    await page.goto('/employer/profile');
    const name = page.getByRole('textbox', { name: profile.companyName });
    const postJobLink = page.getByRole('navigation', { name: shell.nav.label }).getByRole('link', {
      name: shell.nav.postJob,
    });
    const leaveDialog = page.getByRole('dialog', { name: common.unsavedEdits.title });

    await name.fill(`Rupa Lake Dairy ${uniqueWord()}`);
    await postJobLink.click();
    await expect(leaveDialog).toBeVisible();
    await leaveDialog.getByRole('button', { name: common.unsavedEdits.stay }).click();

    await page.getByRole('button', { name: profile.save, exact: true }).click();
    await expect(page.getByTestId('profile-notice')).toHaveText(profile.saved);
    await postJobLink.click();
    await expect(page).toHaveURL(/\/employer\/post-job$/);
    await expect(leaveDialog).toHaveCount(0);
  });
}
