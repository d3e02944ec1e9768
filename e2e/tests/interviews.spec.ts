import AxeBuilder from '@axe-core/playwright';
import ICAL from 'ical.js';
import employerEn from '../../employer-app/src/i18n/en.json' with { type: 'json' };
import employerNe from '../../employer-app/src/i18n/ne.json' with { type: 'json' };
import { verifiedAccount } from '../support/accounts.ts';
import { sql } from '../support/database.ts';
import { LANGUAGE_DEVICE_PAIRS, VIEWPORTS } from '../support/devices.ts';
import { checkOpenDialog } from '../support/dialog-check.ts';
import { approvedEmployer, insertJob, uniqueWord } from '../support/jobs.ts';
import { waitForMail } from '../support/mailbox.ts';
import { screenshotsAtBothWidths } from '../support/screenshots.ts';
import { texts, useLanguage } from '../support/seeker.ts';
import { expect, test } from '../support/test.ts';
import { loginViaApi } from '../support/ui.ts';

const EMPLOYER = { en: employerEn.interview, ne: employerNe.interview };

/** Tomorrow's day in Nepal (UTC+05:45), as the schedule form offers it by default. */
const nepalTomorrow = () => new Date(Date.now() + 86_400_000 + (5 * 60 + 45) * 60_000).toISOString().slice(0, 10);

/** Axe's serious and critical findings in one part of the page. */
const seriousViolations = async (page: import('@playwright/test').Page, selector: string) =>
  (await new AxeBuilder({ page }).include(selector).analyze()).violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);

for (const { language, device } of LANGUAGE_DEVICE_PAIRS) {
  test(`interview in ${language} on a ${device}: scheduled with an .ics invitation, confirmed, decided`, async ({
    page,
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const e = EMPLOYER[language];
    const s = texts[language].seeker.interview;
    await page.setViewportSize(VIEWPORTS[device]);
    const employer = await approvedEmployer(request, `Fewa Lake Resort ${language}`);
    const seeker = await verifiedAccount(request, 'job_seeker', `Sita Gurung ${language}`);
    const [{ id: seekerId }] = (
      await sql('update users set language = $2 where email = $1 returning id', [seeker.email.toLowerCase(), language])
    ).rows;
    const title = `Receptionist ${uniqueWord()}`;
    const jobId = await insertJob(employer.id, { title });
    await sql("insert into applications (job_id, seeker_id, status) values ($1, $2, 'shortlisted')", [jobId, seekerId]);

    // The employer schedules it from the applicant page: tomorrow (the form's default day) at 10:30 Nepal time.
    await useLanguage(page, language);
    await loginViaApi(page, employer);
    await page.goto(`/employer/jobs/${jobId}/applicants/${seekerId}`);
    const section = page.locator('#interview');
    await section.getByRole('button', { name: e.schedule }).click();
    const dialog = page.getByRole('dialog', { name: e.scheduleTitle });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(e.time).selectOption('10:30');
    await dialog.getByLabel(e.location.in_person).fill('Fewa Lake Resort, Lakeside, Pokhara');
    await dialog.getByLabel(e.note).fill('Please bring your certificates.');
    await checkOpenDialog(page, testInfo, `interview-schedule-${language}`);
    await page.setViewportSize(VIEWPORTS[device]);
    await dialog.getByRole('button', { name: e.saveSchedule }).click();
    await expect(dialog).toBeHidden();
    await expect(section.getByText(e.stages.interview_scheduled)).toBeVisible();

    // The invitation: an .ics that a calendar library reads as 10:30 in Asia/Kathmandu (04:45 UTC).
    const mail = await waitForMail(seeker.email, language === 'en' ? /Interview invitation/ : /अन्तर्वार्ताको निमन्त्रणा/);
    expect(mail.calendars ?? []).toHaveLength(1);
    const [invite] = mail.calendars ?? [];
    expect(invite?.contentType).toMatch(/method=REQUEST/i);
    const calendar = new ICAL.Component(ICAL.parse(invite?.content ?? ''));
    for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const vevent = calendar.getFirstSubcomponent('vevent');
    expect(vevent?.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Asia/Kathmandu');
    const event = new ICAL.Event(vevent ?? undefined);
    const day = nepalTomorrow();
    expect(event.startDate.toJSDate().toISOString()).toBe(`${day}T04:45:00.000Z`);
    expect(event.location).toBe('Fewa Lake Resort, Lakeside, Pokhara');

    // The seeker sees it on their applications, in their calendar and digits, and confirms.
    const seekerContext = await browser.newContext({ viewport: VIEWPORTS[device] });
    const seekerPage = await seekerContext.newPage();
    await useLanguage(seekerPage, language);
    await loginViaApi(seekerPage, seeker);
    await seekerPage.goto('/job_seeker/applications');
    const mine = seekerPage.getByTestId('application-interview');
    await expect(mine.getByTestId('interview-when')).toContainText(language === 'en' ? '10:30' : '१०:३०');
    if (language === 'ne') await expect(mine).not.toContainText(/[0-9]/);
    await screenshotsAtBothWidths(seekerPage, testInfo, `interview-seeker-${language}`, mine);
    expect(await seriousViolations(seekerPage, '.application-list')).toEqual([]);
    await seekerPage.setViewportSize(VIEWPORTS[device]);
    await mine.getByRole('button', { name: s.confirm }).click();
    await expect(mine.getByTestId('interview-answer')).toHaveText(s.answers.confirmed);

    // The employer sees the answer and records the outcome: hired.
    await page.reload();
    await expect(section.getByTestId('interview-answer')).toContainText(e.answers.confirmed);
    await screenshotsAtBothWidths(page, testInfo, `interview-employer-${language}`, section);
    expect(await seriousViolations(page, '#interview')).toEqual([]);
    await page.setViewportSize(VIEWPORTS[device]);
    await section.getByRole('button', { name: e.recordOutcome }).click();
    const outcome = page.getByRole('dialog', { name: e.outcomeTitle });
    await outcome.getByRole('combobox', { name: new RegExp(`^${e.outcome}`) }).selectOption('hired');
    await checkOpenDialog(page, testInfo, `interview-outcome-${language}`);
    await page.setViewportSize(VIEWPORTS[device]);
    await outcome.getByRole('button', { name: e.saveOutcome }).click();
    await expect(section.getByTestId('interview-outcome')).toContainText(e.outcomes.hired);

    // The seeker reads the outcome.
    await seekerPage.reload();
    await expect(seekerPage.getByTestId('interview-outcome')).toHaveText(s.hired);
    await screenshotsAtBothWidths(
      seekerPage,
      testInfo,
      `interview-seeker-outcome-${language}`,
      seekerPage.getByTestId('interview-outcome'),
    );
    await seekerContext.close();
  });
}
