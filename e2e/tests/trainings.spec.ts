import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import adminEn from '../../admin-app/src/i18n/en.json' with { type: 'json' };
import adminNe from '../../admin-app/src/i18n/ne.json' with { type: 'json' };
import employerEn from '../../employer-app/src/i18n/en.json' with { type: 'json' };
import employerNe from '../../employer-app/src/i18n/ne.json' with { type: 'json' };
import { shellEn } from '../../shell/src/i18n/shell-en.ts';
import { shellNe } from '../../shell/src/i18n/shell-ne.ts';
import { verifiedAccount } from '../support/accounts.ts';
import { loginAsAdmin, openAdmin } from '../support/admin.ts';
import { sql } from '../support/database.ts';
import { pickAdDate } from '../support/date-field.ts';
import { type Device, LANGUAGE_DEVICE_PAIRS, VIEWPORTS } from '../support/devices.ts';
import { BASE_URL } from '../support/e2e-env.ts';
import { apiToken } from '../support/employer.ts';
import { approvedEmployer, insertJob, uniqueWord } from '../support/jobs.ts';
import { fill, localDigits, texts, useLanguage } from '../support/seeker.ts';
import { expect, test } from '../support/test.ts';
import { daysAhead } from '../support/trainings.ts';
import { authPanel, pageIn, seedToken } from '../support/ui.ts';

const ADMIN = { en: adminEn, ne: adminNe } as const;
const EMPLOYER = { en: employerEn, ne: employerNe } as const;
const SHELL = { en: shellEn, ne: shellNe } as const;

/** Screenshots of the page at both widths (in the test's output folder), back at `size` after, then axe on it. */
async function lookAt(page: Page, name: string, size: Device) {
  // From the top: the sticky header would otherwise cover the middle of a full-page screenshot.
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: test.info().outputPath(`${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize(VIEWPORTS[size]);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual([]);
}

// Each language and each device once (English on a desktop, Nepali on a phone); every page is screenshot at both widths.
for (const { language, device: size } of LANGUAGE_DEVICE_PAIRS) {
  test(`trainings in ${language} on a ${size}: an administrator creates one, a seeker enrols, completion gives a verified certification`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const a = ADMIN[language].trainings;
    const site = texts[language].site.skills;
    const seekerTexts = texts[language].seeker;
    const areas = texts[language].areas;
    const title = `Trekking guide ${uniqueWord()}`;
    const titleNe = `ट्रेकिङ गाइड ${title.split(' ').at(-1)}`;
    const shownTitle = language === 'ne' ? titleNe : title;
    await page.setViewportSize(VIEWPORTS[size]);

    // The administrator adds the training and opens it for enrolment.
    await loginAsAdmin(page);
    await openAdmin(page, '/admin/trainings', language);
    if (size === 'desktop') {
      await expect(
        page.getByRole('navigation', { name: ADMIN[language].nav.label }).getByRole('link', { name: a.title }),
      ).toBeVisible();
    }
    await lookAt(page, `admin-trainings-${language}`, size);
    await page.getByRole('link', { name: a.add }).click();
    const form = page.getByTestId('training-form');
    await form.getByLabel(a.fields.title_en).fill(title);
    await form.getByLabel(a.fields.title_ne).fill(titleNe);
    await form.getByLabel(a.fields.description_en).fill('Guiding walkers safely on the Annapurna trails.');
    await form.getByLabel(a.fields.description_ne).fill('अन्नपूर्ण पदमार्गमा पदयात्रीलाई सुरक्षित रूपमा डोर्‍याउने।');
    await form.getByLabel(a.fields.duration_en).fill('6 weeks');
    await form.getByLabel(a.fields.duration_ne).fill('६ हप्ता');
    await form.getByLabel(a.fields.schedule_en).fill('Sunday to Friday, 7 am to 11 am');
    await form.getByLabel(a.fields.schedule_ne).fill('आइतबारदेखि शुक्रबार, बिहान ७ देखि ११ बजे');
    await form.getByLabel(a.fields.venue_en).fill('Lakeside, Pokhara');
    await form.getByLabel(a.fields.venue_ne).fill('लेकसाइड, पोखरा');
    await form.getByLabel(a.fields.seats).fill('2');
    await form.getByRole('textbox', { name: a.fields.contact, exact: true }).fill('061-521001');
    await pickAdDate(page, a.fields.startDate, daysAhead(40));
    await form.getByLabel(a.fields.status).selectOption('open');
    await lookAt(page, `admin-training-form-${language}`, size);
    await form.getByRole('button', { name: a.create }).click();
    await expect(page).toHaveURL(/\/admin\/trainings\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: shownTitle })).toBeVisible();

    // A guest is asked to log in, and comes back to the page enrolled-ready.
    const seeker = await verifiedAccount(request, 'job_seeker', `Maya Gurung ${uniqueWord()}`);
    const seekerContext = await browser.newContext({ viewport: VIEWPORTS[size] });
    const seekerPage = await seekerContext.newPage();
    await useLanguage(seekerPage, language);
    await seekerPage.goto(pageIn(language, '/skill-development'));
    const card = seekerPage.getByTestId('training-row').filter({ hasText: shownTitle });
    const two = localDigits('2', language);
    await expect(card).toContainText(fill(site.seatsLeft_other.replaceAll(', number', ''), { count: two, seats: two }));
    await card.getByTestId('login-to-enrol').click();
    const panel = authPanel(seekerPage);
    const shell = SHELL[language].auth;
    await panel.getByRole('tab', { name: shell.jobSeeker, exact: true }).click();
    await panel.getByRole('textbox', { name: shell.email, exact: true }).fill(seeker.email);
    await panel.getByRole('textbox', { name: shell.password, exact: true }).fill(seeker.password);
    await panel.getByRole('button', { name: shell.loginSubmit, exact: true }).click();
    await expect(seekerPage).toHaveURL(new RegExp(`${pageIn(language, '/skill-development')}$`));

    // The seeker enrols and sees it; the page and the dashboard say so.
    await card.getByRole('button', { name: fill(site.enrolIn, { title: shownTitle }) }).click();
    await expect(card.getByTestId('enrolment-status')).toHaveText(site.status.enrolled);
    await lookAt(seekerPage, `skill-development-${language}`, size);
    await seekerPage.goto('/job_seeker/dashboard');
    const mine = seekerPage.getByTestId('dashboard-trainings');
    await expect(mine.getByRole('listitem').filter({ hasText: shownTitle })).toContainText(
      seekerTexts.trainings.status.enrolled,
    );
    await lookAt(seekerPage, `my-trainings-${language}`, size);

    // The administrator marks the seeker's completion.
    await page.reload();
    const row = page.getByTestId('enrolment-row').filter({ hasText: seeker.name });
    await row.getByRole('button', { name: fill(a.markCompletedNamed, { name: seeker.name }) }).click();
    await expect(page.getByTestId('admin-flash')).toContainText(seeker.name);
    await expect(row).toContainText(a.enrolmentStatuses.completed);
    await lookAt(page, `admin-training-${language}`, size);

    // The profile shows the certification as verified by the portal, with nothing to edit or delete.
    await seekerPage.goto('/job_seeker/profile');
    const certifications = seekerPage.getByRole('region', { name: seekerTexts.certifications.title });
    const certification = certifications.getByRole('listitem').filter({ hasText: shownTitle });
    await expect(certification.getByTestId('verified-certification')).toContainText(areas.verifiedCertification.mark);
    await expect(certification.getByRole('button')).toHaveCount(0);
    await lookAt(seekerPage, `seeker-profile-${language}`, size);

    // The seeker cannot change it through the profile either: the server keeps it.
    const token = await apiToken(request, { ...seeker, role: 'job_seeker' });
    const edit = await request.put(`${BASE_URL}/api/users/profile`, {
      headers: { authorization: `Bearer ${token}` },
      data: { certifications: [] },
    });
    expect(edit.status(), await edit.text()).toBe(200);
    await seekerPage.reload();
    await expect(certification.getByTestId('verified-certification')).toBeVisible();

    // An employer the seeker applied to sees the same mark on the applicant page.
    const employer = await approvedEmployer(request, `Fewa Treks ${uniqueWord()}`);
    const jobId = await insertJob(employer.id, { title: `Trek leader ${uniqueWord()}` });
    const applied = await request.post(`${BASE_URL}/api/applications`, {
      headers: { authorization: `Bearer ${token}` },
      data: { jobId },
    });
    expect(applied.status(), await applied.text()).toBe(201);
    const seekerId = (await sql('select id from users where email = $1', [seeker.email.toLowerCase()])).rows[0]
      .id as string;
    const employerContext = await browser.newContext({ viewport: VIEWPORTS[size] });
    const employerPage = await employerContext.newPage();
    await useLanguage(employerPage, language);
    await seedToken(employerPage, await apiToken(request, employer));
    await employerPage.goto(`/employer/jobs/${jobId}/applicants/${seekerId}`);
    await expect(employerPage.getByRole('button', { name: EMPLOYER[language].detail.printProfile })).toBeVisible();
    const applicantMark = employerPage.getByTestId('verified-certification');
    await expect(applicantMark).toContainText(areas.verifiedCertification.mark);
    await lookAt(employerPage, `applicant-${language}`, size);

    // And the administrator on the seeker's page.
    await openAdmin(page, `/admin/seekers/${seekerId}`, language);
    await expect(page.getByTestId('verified-certification')).toContainText(areas.verifiedCertification.mark);

    await seekerContext.close();
    await employerContext.close();
  });
}
