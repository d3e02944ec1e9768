import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import employerEn from '../../employer-app/src/i18n/en.json' with { type: 'json' };
import employerNe from '../../employer-app/src/i18n/ne.json' with { type: 'json' };
import { shellEn } from '../../shell/src/i18n/shell-en.ts';
import { shellNe } from '../../shell/src/i18n/shell-ne.ts';
import { verifiedAccount } from '../support/accounts.ts';
import { sql } from '../support/database.ts';
import { LANGUAGE_DEVICE_PAIRS, VIEWPORTS } from '../support/devices.ts';
import { checkOpenDialog } from '../support/dialog-check.ts';
import { approvedEmployer, insertJob, uniqueWord } from '../support/jobs.ts';
import { screenshotBothWidths, screenshotsAtBothWidths } from '../support/screenshots.ts';
import { fill, texts, useLanguage } from '../support/seeker.ts';
import { expect, test } from '../support/test.ts';
import { loginViaApi } from '../support/ui.ts';

const employerTexts = { en: employerEn, ne: employerNe } as const;
const shellTexts = { en: shellEn, ne: shellNe } as const;

async function expectAxeClean(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
}

for (const { language, device } of LANGUAGE_DEVICE_PAIRS) {
  test(`being found in ${language} on a ${device}: visible, found by a romanized word, viewed and invited`, async ({
    browser,
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const seekerText = texts[language].seeker;
    const employerText = employerTexts[language];
    const tag = uniqueWord();
    const company = `Fewa Kitchens ${tag}`;
    const seeker = await verifiedAccount(request, 'job_seeker', 'Sita Gurung');
    // A Nepali headline the employer finds by its romanized form ("bhanse" for भान्से) beside a word of its own.
    await sql(
      `update seeker_profiles p set headline = $2, skills = '{Cooking}' from users u
       where u.id = p.user_id and u.email = $1`,
      [seeker.email.toLowerCase(), `अनुभवी भान्से ${tag}`],
    );
    const employer = await approvedEmployer(request, company);
    const jobTitle = `Cook ${tag}`;
    await insertJob(employer.id, { title: jobTitle });

    // The seeker turns visibility on from the profile.
    await page.setViewportSize(VIEWPORTS[device]);
    await useLanguage(page, language);
    await loginViaApi(page, seeker);
    await page.goto('/job_seeker/profile');
    const setting = page.getByRole('region', { name: seekerText.visibility.title });
    const box = setting.getByRole('checkbox', { name: seekerText.visibility.label });
    await expect(box).not.toBeChecked();
    await box.check();
    await expect(setting.getByTestId('visibility-state')).toContainText(
      fill(seekerText.visibility.onSince, { date: '' }).trim(),
    );
    await expect(box).toBeChecked();
    await screenshotsAtBothWidths(page, testInfo, `visibility-${language}`, setting);
    await page.setViewportSize(VIEWPORTS[device]);
    await expectAxeClean(page);

    // The employer finds them by the romanized word and invites them.
    const employerContext = await browser.newContext({ viewport: VIEWPORTS[device] });
    const employerPage = await employerContext.newPage();
    await useLanguage(employerPage, language);
    await loginViaApi(employerPage, employer);
    await employerPage.goto('/employer/candidates');
    await expect(employerPage.getByRole('heading', { level: 1, name: employerText.candidates.title })).toBeVisible();
    expect(shellTexts[language].nav.findCandidates).toBeTruthy();
    await employerPage.getByRole('textbox', { name: employerText.candidates.keyword }).fill(`bhanse ${tag}`);
    await employerPage.getByRole('button', { name: employerText.candidates.search, exact: true }).click();
    const results = employerPage.getByTestId('candidate-results');
    const result = results.getByRole('link', { name: 'Sita G.' });
    await expect(result).toHaveCount(1);
    await expect(results).toContainText(`अनुभवी भान्से ${tag}`);
    await screenshotBothWidths(employerPage, testInfo, `find-candidates-${language}`, results);
    await expectAxeClean(employerPage);
    await result.click();
    await expect(employerPage.getByRole('heading', { level: 1, name: 'Sita G.' })).toBeVisible();
    await expect(employerPage.getByText(employerText.candidate.contactHidden)).toBeVisible();
    await expect(employerPage.getByText(seeker.email)).toHaveCount(0);
    await expectAxeClean(employerPage);
    await employerPage.getByRole('button', { name: employerText.candidate.invite }).click();
    const dialog = employerPage.getByRole('dialog', {
      name: fill(employerText.candidate.inviteTitle, { name: 'Sita G.' }),
    });
    await expect(dialog).toBeVisible();
    await checkOpenDialog(employerPage, testInfo, `invite-dialog-${language}`);
    await employerPage.setViewportSize(VIEWPORTS[device]);
    await expect(dialog.getByRole('combobox', { name: employerText.candidate.job })).toHaveValue(/.+/);
    await dialog.getByRole('button', { name: employerText.candidate.sendInvite }).click();
    await expect(employerPage.getByText(employerText.candidate.invited)).toBeVisible();
    await expect(employerPage.getByTestId('sent-invitations')).toContainText(jobTitle);
    await screenshotBothWidths(
      employerPage,
      testInfo,
      `candidate-${language}`,
      employerPage.getByTestId('sent-invitations'),
    );
    await employerContext.close();

    // The seeker sees the invitation in the bell and on their page, with the company that viewed them.
    await page.goto('/job_seeker/dashboard');
    await page.getByRole('link', { name: seekerText.invitations.dashboardLink }).click();
    await expect(page.getByRole('heading', { level: 1, name: seekerText.invitations.pageTitle })).toBeVisible();
    const invitation = page.getByTestId('invitation-list').getByRole('listitem');
    await expect(invitation).toHaveCount(1);
    await expect(invitation).toContainText(jobTitle);
    await expect(invitation).toContainText(company);
    await expect(page.getByTestId('profile-views')).toContainText(company);
    await expect(page.getByTestId('notification-badge')).toBeVisible();
    await screenshotBothWidths(page, testInfo, `invitations-${language}`, page.getByTestId('profile-views'));
    await expectAxeClean(page);
  });
}
