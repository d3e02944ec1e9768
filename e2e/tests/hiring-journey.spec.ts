import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import employerEn from '../../employer-app/src/i18n/en.json' with { type: 'json' };
import employerNe from '../../employer-app/src/i18n/ne.json' with { type: 'json' };
import { shellEn } from '../../shell/src/i18n/shell-en.ts';
import { shellNe } from '../../shell/src/i18n/shell-ne.ts';
import { verifiedAccount } from '../support/accounts.ts';
import { CV_NAME, chromiumNameDrawings, expectNameShaped, readCv } from '../support/cv.ts';
import { sql } from '../support/database.ts';
import { LANGUAGE_DEVICE_PAIRS, VIEWPORTS } from '../support/devices.ts';
import { checkOpenDialog } from '../support/dialog-check.ts';
import { apiToken } from '../support/employer.ts';
import { approvedEmployer, insertJob, uniqueWord } from '../support/jobs.ts';
import { waitForMail } from '../support/mailbox.ts';
import { screenshotBothWidths, screenshotsAtBothWidths } from '../support/screenshots.ts';
import { fill, localDigits, texts, useLanguage } from '../support/seeker.ts';
import { expect, test } from '../support/test.ts';
import { loginViaApi } from '../support/ui.ts';

/**
 * Hiring, end to end, as the people in it do it: a seeker lets approved employers find them, an employer finds them
 * by a romanized word and invites them to a job that asks screening questions, the seeker applies from the
 * invitation with the CV built from the profile, the employer reads the answers, shortlists, writes on the
 * application's thread and schedules an interview (an .ics in Nepal's time zone), the seeker confirms and answers
 * the message, the employer records the hire, the seeker reads it and downloads the CV.
 */

const employerTexts = { en: employerEn, ne: employerNe } as const;
const shellTexts = { en: shellEn, ne: shellNe } as const;

/** The job asks two questions: a certificate (yes/no, "No" does not meet it) and years in a kitchen (2 or more). */
const QUESTIONS = [
  { kind: 'yes_no', text: 'Do you hold a food-handling certificate?', required: true, knockoutAnswer: false },
  { kind: 'number', text: 'Years in a kitchen', required: true, acceptMin: 2 },
] as const;

/** What the employer sees of the seeker's name before any contact: the given name and the family name's initial. */
const SHOWN_NAME = 'उर्मिला श्रे.';

/** Tomorrow's day in Nepal (UTC+05:45), as the schedule form offers it by default. */
const nepalTomorrow = () => new Date(Date.now() + 86_400_000 + (5 * 60 + 45) * 60_000).toISOString().slice(0, 10);

async function expectAxeClean(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
}

/** Axe's findings in some parts of the page. */
const violationsIn = async (page: Page, ...selectors: string[]) =>
  (await selectors.reduce((axe, selector) => axe.include(selector), new AxeBuilder({ page })).analyze()).violations.map(
    (violation) => violation.id,
  );

for (const { language, device } of LANGUAGE_DEVICE_PAIRS) {
  test(`hiring in ${language} on a ${device}: found, invited, applied with answers and the CV, messages, interview, hired`, async ({
    browser,
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const seekerText = texts[language].seeker;
    const site = texts[language].site;
    const thread = texts[language].areas.messageThread;
    const screening = texts[language].areas.screening;
    const employerText = employerTexts[language];
    const interview = employerText.interview;
    const digits = (n: number) => localDigits(String(n), language);
    const tag = uniqueWord();
    const company = `Fewa Kitchens ${tag}`;
    const headline = `अनुभवी भान्से ${tag}`;

    // Set-up: a seeker (named as the CV's reference line), an approved employer, an open job with its questions.
    const seeker = await verifiedAccount(request, 'job_seeker', CV_NAME);
    const [{ id: seekerId }] = (
      await sql('update users set language = $2 where email = $1 returning id', [seeker.email.toLowerCase(), language])
    ).rows;
    // A Nepali headline the employer finds by its romanized form ("bhanse" for भान्से) beside a word of its own.
    await sql(`update seeker_profiles set headline = $2, skills = '{Cooking}' where user_id = $1`, [
      seekerId,
      headline,
    ]);
    const employer = await approvedEmployer(request, company);
    const jobTitle = `Cook ${tag}`;
    const jobId = await insertJob(employer.id, { title: jobTitle });
    const asked = await request.put(`/api/jobs/${jobId}/screening-questions`, {
      headers: { authorization: `Bearer ${await apiToken(request, employer)}` },
      data: { questions: QUESTIONS },
    });
    expect(asked.status(), await asked.text()).toBe(200);

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
    const result = results.getByRole('link', { name: SHOWN_NAME });
    await expect(result).toHaveCount(1);
    await expect(results).toContainText(headline);
    await screenshotBothWidths(employerPage, testInfo, `find-candidates-${language}`, results);
    await expectAxeClean(employerPage);
    await result.click();
    await expect(employerPage.getByRole('heading', { level: 1, name: SHOWN_NAME })).toBeVisible();
    await expect(employerPage.getByText(employerText.candidate.contactHidden)).toBeVisible();
    await expect(employerPage.getByText(seeker.email)).toHaveCount(0);
    await expectAxeClean(employerPage);
    await employerPage.getByRole('button', { name: employerText.candidate.invite }).click();
    const invite = employerPage.getByRole('dialog', {
      name: fill(employerText.candidate.inviteTitle, { name: SHOWN_NAME }),
    });
    await expect(invite).toBeVisible();
    await checkOpenDialog(employerPage, testInfo, `invite-dialog-${language}`);
    await employerPage.setViewportSize(VIEWPORTS[device]);
    await expect(invite.getByRole('combobox', { name: employerText.candidate.job })).toHaveValue(jobId);
    await invite.getByRole('button', { name: employerText.candidate.sendInvite }).click();
    await expect(employerPage.getByText(employerText.candidate.invited)).toBeVisible();
    const sentInvitations = employerPage.getByTestId('sent-invitations');
    await expect(sentInvitations).toContainText(jobTitle);
    await screenshotBothWidths(employerPage, testInfo, `candidate-${language}`, sentInvitations);

    // The seeker sees the invitation in the bell and on their page, with the company that viewed them.
    await page.goto('/job_seeker/dashboard');
    await page.getByRole('link', { name: seekerText.invitations.dashboardLink }).click();
    await expect(page.getByRole('heading', { level: 1, name: seekerText.invitations.pageTitle })).toBeVisible();
    const invitation = page.getByTestId('invitation-list').getByRole('listitem');
    await expect(invitation).toHaveCount(1);
    await expect(invitation).toContainText(jobTitle);
    await expect(invitation).toContainText(company);
    await expect(invitation).toContainText(seekerText.invitations.status.pending);
    await expect(page.getByTestId('profile-views')).toContainText(company);
    await expect(page.getByTestId('notification-badge')).toBeVisible();
    await screenshotBothWidths(page, testInfo, `invitations-${language}`, page.getByTestId('profile-views'));
    await expectAxeClean(page);

    // From the invitation to the job, and the application: both questions answered, the CV from the profile sent.
    await invitation.getByRole('link', { name: jobTitle }).click();
    await expect(page.getByRole('heading', { level: 1, name: jobTitle })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: site.detail.apply, exact: true }).click();
    const apply = page.getByRole('dialog', { name: fill(site.apply.title, { title: jobTitle }) });
    await expect(apply.getByRole('heading', { name: screening.title })).toBeVisible();
    await apply.getByRole('radio', { name: screening.yes, exact: true }).check();
    await apply.getByRole('textbox', { name: new RegExp(QUESTIONS[1].text) }).fill(digits(4));
    await apply.getByRole('radio', { name: site.apply.resumeCv }).check();
    await expect(apply.getByText(site.apply.resumeCvHint)).toBeVisible();
    await checkOpenDialog(page, testInfo, `apply-cv-${language}`);
    await page.setViewportSize(VIEWPORTS[device]);
    await apply.getByRole('button', { name: site.apply.send, exact: true }).click();
    await expect(apply).toBeHidden();
    await expect(page.getByRole('main').getByRole('button', { name: site.detail.applied, exact: true })).toBeDisabled();
    await page.goBack();
    await expect(invitation).toContainText(seekerText.invitations.status.applied);

    // The employer opens the application from the job's applicants, reads the answers and shortlists.
    await employerPage.goto('/employer/dashboard');
    await employerPage
      .getByTestId('employer-job')
      .filter({ hasText: jobTitle })
      .getByRole('link', { name: fill(employerText.jobs.applicants, { formatted: digits(1) }) })
      .click();
    await employerPage.getByTestId('applicant-item').getByRole('link', { name: CV_NAME }).click();
    const badge = employerPage.locator('.applicant-detail .applicant-header [data-status]');
    await expect(badge).toHaveAttribute('data-status', 'viewed');
    const answers = employerPage.getByTestId('applicant-screening');
    await expect(answers.getByRole('heading', { name: screening.title })).toBeVisible();
    // In the order asked, the number in the page's digits.
    await expect(answers.locator('.screening-answer')).toHaveText([
      `${QUESTIONS[0].text}${screening.yes}`,
      `${QUESTIONS[1].text}${digits(4)}`,
    ]);
    await expect(answers).not.toContainText(screening.answerUnmet);
    // The CV went with the application as its résumé.
    await expect(employerPage.getByRole('button', { name: employerText.detail.downloadResume })).toBeVisible();
    await screenshotBothWidths(employerPage, testInfo, `applicant-answers-${language}`, answers);
    await employerPage.setViewportSize(VIEWPORTS[device]);
    expect(await violationsIn(employerPage, '[data-testid="applicant-screening"]')).toEqual([]);
    await employerPage.getByRole('button', { name: employerText.detail.shortlist, exact: true }).click();
    await expect(employerPage.getByTestId('applicant-notice')).toHaveText(employerText.detail.statusUpdated);
    await expect(badge).toHaveAttribute('data-status', 'shortlisted');

    // The employer writes on the application's thread and schedules the interview: tomorrow (the form's default
    // day) at 10:30 Nepal time.
    const employerThread = employerPage.getByRole('region', { name: thread.title, exact: true });
    await employerThread.getByRole('textbox', { name: thread.label }).fill('Can you come for an interview this week?');
    await employerThread.getByRole('button', { name: thread.send }).click();
    await expect(employerThread.getByTestId('message-item')).toHaveCount(1);
    const section = employerPage.locator('#interview');
    await section.getByRole('button', { name: interview.schedule }).click();
    const schedule = employerPage.getByRole('dialog', { name: interview.scheduleTitle });
    await expect(schedule).toBeVisible();
    await schedule.getByLabel(interview.time).selectOption('10:30');
    await schedule.getByLabel(interview.location.in_person).fill('Fewa Kitchens, Lakeside, Pokhara');
    await schedule.getByLabel(interview.note).fill('Please bring your certificates.');
    await checkOpenDialog(employerPage, testInfo, `interview-schedule-${language}`);
    await employerPage.setViewportSize(VIEWPORTS[device]);
    await schedule.getByRole('button', { name: interview.saveSchedule }).click();
    await expect(schedule).toBeHidden();
    await expect(section.getByText(interview.stages.interview_scheduled)).toBeVisible();

    // The invitation: an .ics that a calendar library reads as 10:30 in Asia/Kathmandu (04:45 UTC).
    const mail = await waitForMail(seeker.email, language === 'en' ? /Interview invitation/ : /अन्तर्वार्ताको निमन्त्रणा/);
    expect(mail.calendars ?? []).toHaveLength(1);
    const [ics] = mail.calendars ?? [];
    expect(ics?.contentType).toMatch(/method=REQUEST/i);
    expect(ics?.content).toContain('TZID=Asia/Kathmandu');
    const calendar = new ICAL.Component(ICAL.parse(ics?.content ?? ''));
    for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const vevent = calendar.getFirstSubcomponent('vevent');
    expect(vevent?.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Asia/Kathmandu');
    const event = new ICAL.Event(vevent ?? undefined);
    expect(event.startDate.toJSDate().toISOString()).toBe(`${nepalTomorrow()}T04:45:00.000Z`);
    expect(event.location).toBe('Fewa Kitchens, Lakeside, Pokhara');

    // The seeker sees the interview on their applications, in their calendar and digits, and confirms.
    await page.goto('/job_seeker/applications');
    const planned = page.getByTestId('application-interview');
    await expect(planned.getByTestId('interview-when')).toContainText(language === 'en' ? '10:30' : '१०:३०');
    if (language === 'ne') await expect(planned).not.toContainText(/[0-9]/);
    await screenshotsAtBothWidths(page, testInfo, `interview-seeker-${language}`, planned);
    expect(await violationsIn(page, '.application-list')).toEqual([]);
    await page.setViewportSize(VIEWPORTS[device]);
    await planned.getByRole('button', { name: seekerText.interview.confirm }).click();
    await expect(planned.getByTestId('interview-answer')).toHaveText(seekerText.interview.answers.confirmed);

    // The employer's message waits unread on the same application; the seeker reads it on its thread and answers.
    const messagesLink = page
      .getByTestId('application-list')
      .locator('.application-item')
      .filter({ hasText: jobTitle })
      .getByTestId('application-messages-link');
    await expect(messagesLink).toHaveText(fill(seekerText.thread.linkUnread_one, { n: digits(1) }));
    await messagesLink.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fill(seekerText.thread.title, { job: jobTitle }));
    const seekerThread = page.getByRole('region', { name: thread.title, exact: true });
    await expect(seekerThread.getByTestId('message-item')).toContainText('Can you come for an interview this week?');
    await seekerThread.getByRole('textbox', { name: thread.label }).fill('Yes, any morning suits me.');
    await seekerThread.getByRole('button', { name: thread.send }).click();
    await expect(seekerThread.getByTestId('message-item')).toHaveCount(2);
    await screenshotsAtBothWidths(page, testInfo, `seeker-thread-${language}`, seekerThread);
    await page.setViewportSize(VIEWPORTS[device]);
    expect(await violationsIn(page, '.message-thread')).toEqual([]);

    // The employer sees the answer and the reply, and records the outcome: hired.
    await employerPage.reload();
    await expect(section.getByTestId('interview-answer')).toContainText(interview.answers.confirmed);
    await expect(employerThread.getByTestId('message-item')).toHaveCount(2);
    await expect(employerThread.getByTestId('message-item').last()).toContainText('Yes, any morning suits me.');
    await screenshotsAtBothWidths(employerPage, testInfo, `employer-thread-${language}`, employerThread);
    await screenshotsAtBothWidths(employerPage, testInfo, `interview-employer-${language}`, section);
    expect(await violationsIn(employerPage, '#interview', '.message-thread')).toEqual([]);
    await employerPage.setViewportSize(VIEWPORTS[device]);
    await section.getByRole('button', { name: interview.recordOutcome }).click();
    const outcome = employerPage.getByRole('dialog', { name: interview.outcomeTitle });
    await outcome.getByRole('combobox', { name: new RegExp(`^${interview.outcome}`) }).selectOption('hired');
    await checkOpenDialog(employerPage, testInfo, `interview-outcome-${language}`);
    await employerPage.setViewportSize(VIEWPORTS[device]);
    await outcome.getByRole('button', { name: interview.saveOutcome }).click();
    await expect(section.getByTestId('interview-outcome')).toContainText(interview.outcomes.hired);
    await employerContext.close();

    // Back on their applications, the seeker reads the outcome.
    await page.getByRole('link', { name: seekerText.thread.back }).click();
    await expect(page.getByTestId('interview-outcome')).toHaveText(seekerText.interview.hired);
    await screenshotsAtBothWidths(
      page,
      testInfo,
      `interview-seeker-outcome-${language}`,
      page.getByTestId('interview-outcome'),
    );
    await page.setViewportSize(VIEWPORTS[device]);

    // The seeker downloads the CV from the profile in the page's language: poppler reads the name and draws its
    // Devanagari line as Chromium shapes it.
    await page.goto('/job_seeker/profile');
    const cvSection = page.getByRole('region', { name: seekerText.cv.title, exact: true });
    const downloading = page.waitForEvent('download');
    await cvSection
      .getByRole('button', {
        name: language === 'en' ? seekerText.cv.downloadEn : seekerText.cv.downloadNe,
        exact: true,
      })
      .click();
    const cv = await readCv(await downloading, testInfo, `cv-${language}`);
    expect(cv.text).toContain(CV_NAME);
    expectNameShaped(cv, await chromiumNameDrawings(browser));
  });
}
