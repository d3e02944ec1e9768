import type { Locator, Page } from '@playwright/test';
import { verifiedAccount } from '../support/accounts.ts';
import { pickAdDate } from '../support/date-field.ts';
import { approvedEmployer, insertJob, uniqueWord } from '../support/jobs.ts';
import { fill, type Language, localDigits, pdfBytes, texts, useLanguage } from '../support/seeker.ts';
import { expect, test } from '../support/test.ts';
import { loginViaApi, pageIn } from '../support/ui.ts';

const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const dialog = (page: Page) => page.getByRole('dialog');
const exact = (name: string) => ({ name, exact: true });
const titlesIn = (area: Locator) => area.getByTestId('job-card').getByRole('heading');

for (const language of ['en', 'ne'] as const satisfies readonly Language[]) {
  const { seeker: s, common: c, areas, site } = texts[language];

  test(`[${language}] a seeker fills every profile section and handles a resume`, async ({ page, request }) => {
    // Every section of the profile, saved and checked one after the other: a long journey.
    test.slow();
    const account = await verifiedAccount(request, 'job_seeker');
    await useLanguage(page, language);
    await loginViaApi(page, account);
    await page.goto('/job_seeker/profile');
    await expect(page.getByRole('heading', { level: 1, name: s.profile.title })).toBeVisible();

    // Info: the Other location needs a custom location.
    const info = section(page, s.info.title);
    await info.getByRole('textbox', exact(s.info.fullName)).fill('');
    await info.getByRole('button', exact(s.actions.save)).click();
    await expect(info.getByText(c.errors.auth.fullNameRequired)).toBeVisible();
    await info.getByRole('textbox', exact(s.info.fullName)).fill('Gita Thapa');
    await info.getByRole('textbox', exact(s.info.headline)).fill('Trekking guide');
    await info.getByRole('textbox', exact(s.info.summary)).fill('Ten years on the Annapurna circuit.');
    await info.getByRole('textbox', exact(s.info.phone)).fill('9800000001');
    await info.getByRole('textbox', exact(s.info.address)).fill('Lakeside-6');
    await info
      .getByRole('combobox', exact(s.info.location))
      .selectOption({ label: language === 'ne' ? 'अन्य' : 'Other' });
    await info.getByRole('textbox', exact(s.info.linkedinUrl)).fill('linkedin');
    await info.getByRole('button', exact(s.actions.save)).click();
    await expect(info.getByText(c.errors.seeker.customLocationRequired)).toBeVisible();
    await expect(info.getByText(c.errors.seeker.linkedinUrlInvalid)).toBeVisible();
    await info.getByRole('textbox', exact(s.info.customLocation)).fill('Ghandruk');
    await info.getByRole('textbox', exact(s.info.linkedinUrl)).fill('https://www.linkedin.com/in/gita');
    await info.getByRole('button', exact(s.actions.save)).click();
    await expect(info.getByRole('status').getByText(s.messages.changesSaved)).toBeVisible();
    await expect(info.getByText(`${language === 'ne' ? 'अन्य' : 'Other'} - Ghandruk`)).toBeVisible();

    // Skills: typed + Enter, and a suggestion matched in the other language.
    const skills = section(page, s.skills.title);
    const skillBox = skills.getByRole('combobox');
    await skillBox.fill('  Trekking  ');
    await skillBox.press('Enter');
    await expect(skills.getByRole('listitem').filter({ hasText: 'Trekking' })).toBeVisible();
    await skillBox.fill('trekking');
    await skillBox.press('Enter');
    await expect(skills.getByRole('list', exact(s.skills.label)).getByRole('listitem')).toHaveCount(1);
    await skillBox.fill(language === 'ne' ? 'plumb' : 'प्लम्ब');
    const option = skills.getByRole('option', exact(language === 'ne' ? 'प्लम्बिङ' : 'Plumbing'));
    await option.click();
    await expect(skills.getByRole('list', exact(s.skills.label)).getByRole('listitem')).toHaveCount(2);
    await expect(skills.getByRole('status').getByText(s.messages.saved)).toBeVisible();

    // Experience: a current job has a notice period and no end date; unticking brings the end date back.
    const experience = section(page, s.experience.title);
    await experience.getByRole('button', exact(s.experience.add)).click();
    await dialog(page).getByRole('button', exact(s.actions.save)).click();
    await expect(dialog(page).getByText(c.errors.seeker.titleRequired)).toBeVisible();
    await dialog(page).getByRole('textbox', exact(s.experience.jobTitle)).fill('Senior guide');
    await dialog(page).getByRole('textbox', exact(s.experience.company)).fill('Annapurna Treks');
    await pickAdDate(dialog(page), s.experience.startDate, '2019-03-01');
    await dialog(page).getByRole('checkbox', exact(s.experience.current)).check();
    await expect(dialog(page).getByLabel(s.experience.endDate)).toHaveCount(0);
    await dialog(page).getByRole('textbox', exact(s.experience.noticePeriod)).fill('1 month');
    await dialog(page).getByRole('button', exact(s.actions.save)).click();
    await expect(dialog(page)).toHaveCount(0);
    const job = experience.getByRole('listitem').filter({ hasText: 'Senior guide' });
    await expect(job.getByText(s.experience.present, { exact: false })).toBeVisible();
    await expect(job.getByText(language === 'ne' ? 'मार्च २०१९' : 'Mar 2019', { exact: false })).toBeVisible();
    await expect(job.getByText(fill(s.experience.noticeValue, { notice: '1 month' }))).toBeVisible();
    await job.getByRole('button', exact(fill(s.actions.editItem, { name: 'Senior guide' }))).click();
    await dialog(page).getByRole('checkbox', exact(s.experience.current)).uncheck();
    await expect(dialog(page).getByRole('textbox', exact(s.experience.noticePeriod))).toHaveCount(0);
    await pickAdDate(dialog(page), s.experience.endDate, '2024-12-31');
    await dialog(page).getByRole('button', exact(s.actions.save)).click();
    await expect(job.getByText(language === 'ne' ? 'डिसेम्बर २०२४' : 'Dec 2024', { exact: false })).toBeVisible();
    await expect(job.getByText(fill(s.experience.noticeValue, { notice: '1 month' }))).toHaveCount(0);

    // Education: the Other degree needs Specify Degree.
    const education = section(page, s.education.title);
    await education.getByRole('button', exact(s.education.add)).click();
    await dialog(page).getByRole('textbox', exact(s.education.school)).fill('Prithvi Narayan Campus');
    await dialog(page)
      .getByRole('combobox', exact(s.education.degree))
      .selectOption({ label: s.education.otherDegree });
    await pickAdDate(dialog(page), s.education.startDate, '2012-08-01');
    await dialog(page).getByRole('button', exact(s.actions.save)).click();
    await expect(dialog(page).getByText(c.errors.seeker.customDegreeRequired)).toBeVisible();
    await dialog(page).getByRole('textbox', exact(s.education.customDegree)).fill('Mountain guide diploma');
    await dialog(page).getByRole('button', exact(s.actions.save)).click();
    await expect(education.getByText('Mountain guide diploma', { exact: false })).toBeVisible();

    // Certifications.
    const certs = section(page, s.certifications.title);
    await certs.getByRole('button', exact(s.certifications.add)).click();
    await dialog(page).getByRole('button', exact(s.actions.save)).click();
    await expect(dialog(page).getByText(c.errors.seeker.certificationNameRequired)).toBeVisible();
    await dialog(page).getByRole('textbox', exact(s.certifications.name)).fill('Wilderness first aid');
    await dialog(page).getByRole('textbox', exact(s.certifications.organization)).fill('Nepal Red Cross');
    await pickAdDate(dialog(page), s.certifications.issueDate, '2024-03-05');
    await dialog(page).getByRole('button', exact(s.actions.save)).click();
    await expect(
      certs.getByText(
        fill(areas.seekerProfile.issued, {
          date: language === 'ne' ? '२०८० फागुन २२ · मार्च ५, २०२४' : 'Mar 5, 2024 · 22 Falgun 2080',
        }),
      ),
    ).toBeVisible();

    // Preferences: a salary that is not a number is 0, shown as Not specified.
    const prefs = section(page, s.preferences.title);
    const summary = prefs.getByTestId('preferences-summary');
    await prefs.getByRole('textbox', exact(s.preferences.expectedSalary)).fill('a lot');
    await prefs.getByRole('button', exact(s.actions.save)).click();
    // 'Not specified' shows before the save too: wait for the save itself, or its late answer
    // would reset the salary typed next.
    await expect(prefs.getByRole('status').getByText(s.messages.changesSaved)).toBeVisible();
    await expect(summary.getByText(s.preferences.notSpecified)).toBeVisible();
    await prefs.getByRole('textbox', exact(s.preferences.expectedSalary)).fill('25000');
    await prefs.getByRole('group', exact(s.preferences.jobTypes)).getByRole('checkbox').first().check();
    await prefs.getByRole('button', exact(s.actions.save)).click();
    await expect(
      summary.getByText(fill(s.preferences.salaryValue, { amount: localDigits('25,000', language) })),
    ).toBeVisible();
    await expect(prefs.getByRole('status').getByText(s.messages.changesSaved)).toBeVisible();

    // Resume: upload, download under its own name, delete after confirming.
    const resume = section(page, s.resume.title);
    await resume
      .getByLabel(s.resume.file)
      .setInputFiles({ name: 'gita-cv.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
    await resume.getByRole('button', exact(s.resume.upload)).click();
    await expect(resume.getByText(fill(s.resume.current, { name: 'gita-cv.pdf' }))).toBeVisible();
    const downloading = page.waitForEvent('download');
    await resume.getByRole('button', exact(s.resume.download)).click();
    expect((await downloading).suggestedFilename()).toBe('gita-cv.pdf');
    // A text file named .pdf is refused by content.
    await resume
      .getByLabel(s.resume.file)
      .setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just text') });
    await resume.getByRole('button', exact(s.resume.upload)).click();
    await expect(resume.getByRole('alert')).toBeVisible();
    await expect(resume.getByText(fill(s.resume.current, { name: 'gita-cv.pdf' }))).toBeVisible();
    await resume.getByRole('button', exact(s.resume.delete)).click();
    await expect(dialog(page).getByText(c.confirm.deleteItem)).toBeVisible();
    await dialog(page).getByRole('button', exact(s.actions.delete)).click();
    await expect(resume.getByText(s.resume.none)).toBeVisible();

    // Everything survives a reload (it came from the server).
    await page.reload();
    await expect(section(page, s.info.title).getByRole('textbox', exact(s.info.fullName))).toHaveValue('Gita Thapa');
    await expect(
      section(page, s.skills.title).getByRole('list', exact(s.skills.label)).getByRole('listitem'),
    ).toHaveCount(2);
    await expect(section(page, s.certifications.title).getByText('Wilderness first aid')).toBeVisible();
    await expect(section(page, s.experience.title).getByText('Senior guide')).toBeVisible();
    await expect(section(page, s.education.title).getByText('Prithvi Narayan Campus')).toBeVisible();
  });

  test(`[${language}] preferred jobs follow skills; saved jobs and applications reach the dashboard`, async ({
    page,
    request,
  }) => {
    test.slow();
    const word = uniqueWord();
    const skillA = `Rafting${word}`;
    const skillB = `Kayak${word}`;
    const employer = await approvedEmployer(request, 'Seti River Rafting');
    const newer = `River guide ${word}`;
    const older = `Kayak instructor ${word}`;
    const newerId = await insertJob(employer.id, { title: newer, skills: [skillA] });
    const olderId = await insertJob(employer.id, {
      title: older,
      skills: [skillA.toLowerCase(), skillB],
      ageSeconds: 600,
    });
    const account = await verifiedAccount(request, 'job_seeker');
    await useLanguage(page, language);
    await loginViaApi(page, account);

    await page.goto('/job_seeker/dashboard');
    await expect(page.getByTestId('dashboard-applications').getByText(s.dashboard.noApplications)).toBeVisible();
    await page.goto('/job_seeker/preferred-jobs');
    await expect(page.getByText(s.preferredJobs.noSkills)).toBeVisible();
    await page.getByRole('link', exact(s.preferredJobs.goToProfile)).click();
    await expect(page).toHaveURL(/\/job_seeker\/profile$/);

    const skillBox = section(page, s.skills.title).getByRole('combobox');
    await skillBox.fill(skillA);
    await skillBox.press('Enter');
    await expect(section(page, s.skills.title).getByRole('status')).toBeVisible();
    await page.goto('/job_seeker/preferred-jobs');
    await expect(titlesIn(page.getByRole('main'))).toHaveText([newer, older]);

    await page.goto('/job_seeker/profile');
    await section(page, s.skills.title).getByRole('combobox').fill(skillB);
    await section(page, s.skills.title).getByRole('combobox').press('Enter');
    await expect(section(page, s.skills.title).getByRole('status')).toBeVisible();
    await page.goto('/job_seeker/preferred-jobs');
    await expect(titlesIn(page.getByRole('main'))).toHaveText([older, newer]);

    // Save one job, apply to the other.
    await page.goto('/job_seeker/saved-jobs');
    await expect(page.getByText(s.savedJobs.empty)).toBeVisible();
    await page.goto(pageIn(language, `/jobs/${newerId}`));
    await page.getByRole('button', { name: site.detail.save }).click();
    await expect(page.getByRole('button', { name: site.detail.saved })).toHaveAttribute('aria-pressed', 'true');
    await page.goto(pageIn(language, `/jobs/${olderId}`));
    await page.getByRole('main').getByRole('button', exact(site.detail.apply)).click();
    await dialog(page).getByRole('button', exact(site.apply.send)).click();
    await expect(page.getByRole('main').getByRole('button', exact(site.detail.applied))).toBeDisabled();

    await page.goto('/job_seeker/saved-jobs');
    await expect(titlesIn(page.getByRole('main'))).toHaveText([newer]);

    await page.goto('/job_seeker/dashboard');
    const applications = page.getByTestId('dashboard-applications');
    const applied = applications.getByRole('listitem').filter({ hasText: older });
    await expect(applied).toBeVisible();
    await expect(applied.getByText(c.status.pending, { exact: true })).toBeVisible();
    await expect(titlesIn(page.getByTestId('dashboard-saved'))).toHaveText([newer]);
    await expect(titlesIn(page.getByTestId('dashboard-preferred'))).toHaveText([older, newer]);
    await expect(titlesIn(page.getByTestId('dashboard-open'))).toHaveCount(2);
  });
}
