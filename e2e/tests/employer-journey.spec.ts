import AxeBuilder from '@axe-core/playwright';
import { verifiedAccount } from '../support/accounts.ts';
import { sql } from '../support/database.ts';
import { apiToken, applyWithResume, type Language, samplePdf, useLanguage, WORDS } from '../support/employer.ts';
import { uniqueWord } from '../support/jobs.ts';
import { screenshotBothWidths, screenshotsAtBothWidths } from '../support/screenshots.ts';
import { texts } from '../support/seeker.ts';
import { expect, test } from '../support/test.ts';
import { loginViaApi } from '../support/ui.ts';

for (const language of ['en', 'ne'] as const satisfies Language[]) {
  test(`employer journey in ${language}: approval, post with attachment, duplicate, close, re-open, review applicants`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const w = WORDS[language];
    const employer = await verifiedAccount(request, 'employer', `Seti Gandaki Foods ${language}`);
    await useLanguage(page, language);
    await loginViaApi(page, employer);

    // Pending: the yellow banner, no "Post a new job" on the dashboard and no form on the post-job page.
    await page.goto('/employer/dashboard');
    await expect(page.getByTestId('approval-pending')).toBeVisible();
    await expect(page.getByText(w.noJobs)).toBeVisible();
    await expect(page.getByRole('link', { name: w.newJob, exact: true })).toHaveCount(0);
    await page.goto('/employer/post-job');
    await expect(page.getByTestId('approval-pending')).toBeVisible();
    await expect(page.getByTestId('approval-pending')).toHaveClass(/alert-warning/);
    await expect(page.getByRole('textbox', { name: w.jobTitle })).toHaveCount(0);

    // An admin approves (the admin screens come later).
    await sql("update users set approval_status = 'approved' where email = $1", [employer.email]);
    await page.reload();
    const title = `Cook ${uniqueWord()}`;
    await page.getByRole('textbox', { name: w.jobTitle }).fill(title);
    await page.getByRole('textbox', { name: w.description, exact: true }).fill('Cook Nepali and continental dishes.');
    await page.getByLabel(w.location, { exact: true }).selectOption({ label: language === 'en' ? 'Kaski' : 'कास्की' });
    await page.getByLabel(w.attachment, { exact: true }).setInputFiles({
      name: 'menu.pdf',
      mimeType: 'application/pdf',
      buffer: samplePdf('menu'),
    });
    // Two screening questions: a certificate (knockout "No", required) and years in a kitchen (2 or more).
    const screening = page.getByRole('group', { name: w.screening, exact: true });
    await screening.getByRole('button', { name: w.addQuestion }).click();
    const first = screening.getByRole('group', { name: w.question(1), exact: true });
    await first.getByRole('textbox', { name: w.questionText }).fill('Do you hold a food-handling certificate?');
    await first.getByLabel(w.required).check();
    await first.getByLabel(w.knockoutYesNo).selectOption('no');
    await screening.getByRole('button', { name: w.addQuestion }).click();
    const second = screening.getByRole('group', { name: w.question(2), exact: true });
    await second.getByLabel(w.kind).selectOption('number');
    await second.getByRole('textbox', { name: w.questionText }).fill('Years in a kitchen');
    await second.getByLabel(w.acceptMin).fill('2');
    await screenshotBothWidths(page, test.info(), `screening-form-${language}`, screening);
    const formAxe = await new AxeBuilder({ page }).include('.screening-questions').analyze();
    expect(formAxe.violations.map((violation) => violation.id)).toEqual([]);
    await page.getByRole('button', { name: w.postJob, exact: true }).click();
    await expect(page).toHaveURL(/\/employer\/dashboard$/);
    await expect(page.getByTestId('job-posted')).toHaveText(w.posted(title));
    await expect(page.getByRole('link', { name: w.newJob, exact: true })).toBeVisible();
    const jobs = page.getByTestId('employer-job');
    await expect(jobs.filter({ hasText: title })).toHaveCount(1);
    const [job] = (await sql('select id, attachment_file_id from jobs where title = $1', [title])).rows;
    expect(job.attachment_file_id).toBeTruthy();
    const questionsOf = async (jobId: string) =>
      (
        await sql(
          'select id, kind, text, knockout_answer, accept_min from screening_questions where job_id = $1 order by position',
          [jobId],
        )
      ).rows;
    const questions = await questionsOf(job.id);
    expect(questions.map((q) => [q.kind, q.knockout_answer, q.accept_min])).toEqual([
      ['yes_no', false, null],
      ['number', null, 2],
    ]);

    // Duplicate: title prefixed, attachment dropped.
    await page.getByRole('button', { name: w.duplicate(title), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/employer/post-job\\?duplicate_from=${job.id}`));
    await expect(page.getByRole('textbox', { name: w.jobTitle })).toHaveValue(`${w.copyOf}${title}`);
    // The copy starts from the source's screening questions.
    await expect(
      page.getByRole('group', { name: w.question(2), exact: true }).getByRole('textbox', { name: w.questionText }),
    ).toHaveValue('Years in a kitchen');
    await page.getByRole('button', { name: w.postJob, exact: true }).click();
    await expect(page).toHaveURL(/\/employer\/dashboard$/);
    await expect(jobs.filter({ hasText: `${w.copyOf}${title}` })).toHaveCount(1);
    const copy = (await sql('select id, attachment_file_id from jobs where title = $1', [`${w.copyOf}${title}`]))
      .rows[0];
    expect(copy.attachment_file_id).toBeNull();
    expect((await questionsOf(copy.id)).map((q) => q.text)).toEqual(questions.map((q) => q.text));

    // Close and re-open, each confirmed.
    const original = jobs.filter({ has: page.getByRole('link', { name: title, exact: true }) });
    await page.getByRole('button', { name: w.close(title), exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: w.confirm }).click();
    await expect(original.locator('.badge')).toHaveText(w.closed);
    await page.getByRole('button', { name: w.reopen(title), exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: w.confirm }).click();
    await expect(original.locator('.badge')).toHaveText(w.open);

    // Two seekers apply through the API, each with a resume.
    const [sita, ram] = await Promise.all([
      verifiedAccount(request, 'job_seeker', 'Sita Gurung'),
      verifiedAccount(request, 'job_seeker', 'Ram Thapa'),
    ]);
    await sql(
      "update seeker_profiles set skills = '{React,Node.js}', headline = 'Chef' where user_id = (select id from users where email = $1)",
      [sita.email],
    );
    await sql("update users set location_id = (select id from locations where name_en = 'Kaski') where email = $1", [
      sita.email,
    ]);
    await sql(
      "update seeker_profiles set skills = '{Cooking}' where user_id = (select id from users where email = $1)",
      [ram.email],
    );
    // Sita meets both requirements and asks a question; Ram has no certificate (a knockout answer: accepted, marked).
    const sitaToken = await apiToken(request, sita);
    await applyWithResume(request, sitaToken, job.id, 'sita-cv.pdf', [
      { questionId: questions[0].id, value: true },
      { questionId: questions[1].id, value: 4 },
    ]);
    const [sitaApplication] = (
      await sql(
        'select a.id from applications a join users u on u.id = a.seeker_id where a.job_id = $1 and u.email = $2',
        [job.id, sita.email],
      )
    ).rows;
    const asked = await request.post(`/api/applications/${sitaApplication.id}/messages`, {
      headers: { authorization: `Bearer ${sitaToken}` },
      data: { body: 'Namaste! Is the job <b>full time</b>?' },
    });
    expect(asked.status(), await asked.text()).toBe(201);
    await applyWithResume(request, await apiToken(request, ram), job.id, 'ram-cv.pdf', [
      { questionId: questions[0].id, value: false },
      { questionId: questions[1].id, value: 6 },
    ]);

    await page.reload();
    await original.getByRole('link', { name: w.applicants }).click();
    await expect(page).toHaveURL(new RegExp(`/employer/jobs/${job.id}/applicants$`));
    const items = page.getByTestId('applicant-item');
    await expect(items).toHaveCount(2);
    await expect(items.filter({ hasText: 'Ram Thapa' }).getByTestId('requirement-unmet')).toHaveText(w.unmet);
    await expect(items.filter({ hasText: 'Sita Gurung' }).getByTestId('requirement-unmet')).toHaveCount(0);
    await page.getByLabel(w.requirementsFilter, { exact: true }).selectOption('unmet');
    await expect(items).toHaveCount(1);
    await expect(items).toContainText('Ram Thapa');
    await expect(page).toHaveURL(/requirements=unmet/);
    await page.getByLabel(w.requirementsFilter, { exact: true }).selectOption('');
    await expect(items).toHaveCount(2);
    // Sita's message is unread: her entry says so.
    const sitaItem = items.filter({ hasText: 'Sita Gurung' });
    await expect(sitaItem.getByTestId('applicant-unread-messages')).toBeVisible();
    await screenshotsAtBothWidths(page, testInfo, `applicant-list-${language}`, sitaItem);
    await page.getByRole('textbox', { name: w.skillsFilter }).fill('react, node');
    await expect(items).toHaveCount(1);
    await expect(items).toContainText('Sita Gurung');
    await page.getByRole('textbox', { name: w.cityFilter }).fill('pokhara-nowhere');
    await expect(items).toHaveCount(0);
    await expect(page.getByText(w.noMatch)).toBeVisible();
    await page.getByRole('textbox', { name: w.cityFilter }).fill('kask');
    await expect(items).toHaveCount(1);

    // Opening a pending application marks it viewed.
    await items.getByRole('link', { name: 'Sita Gurung' }).click();
    const badge = page.locator('.applicant-detail .applicant-header [data-status]');
    await expect(badge).toHaveAttribute('data-status', 'viewed');
    // The answers, in the order asked, the number in the page's digits.
    const answers = page.getByTestId('applicant-screening');
    await expect(answers.getByRole('heading', { name: w.screening })).toBeVisible();
    await expect(answers).toContainText('Years in a kitchen');
    await expect(answers).toContainText(language === 'en' ? '4' : '४');
    await expect(answers).not.toContainText(w.answerUnmet);
    const sitaId = (await sql('select id from users where email = $1', [sita.email])).rows[0].id as string;
    const statusOf = async () =>
      (await sql('select status from applications where job_id = $1 and seeker_id = $2', [job.id, sitaId])).rows[0]
        .status;
    expect(await statusOf()).toBe('viewed');

    // The thread with Sita: her question as she typed it, the employer's answer, looked at both widths, axe-clean.
    const m = texts[language].areas.messageThread;
    const thread = page.getByRole('region', { name: m.title, exact: true });
    await expect(thread.getByTestId('message-item')).toContainText('Namaste! Is the job <b>full time</b>?');
    await thread.getByRole('textbox', { name: m.label }).fill('Yes, six days a week. Come on Sunday at 10.');
    await thread.getByRole('button', { name: m.send }).click();
    await expect(thread.getByTestId('message-item')).toHaveCount(2);
    await expect(thread.getByTestId('message-item').last()).toContainText('Come on Sunday at 10.');
    await screenshotsAtBothWidths(page, testInfo, `employer-thread-${language}`, thread);
    const threadAxe = await new AxeBuilder({ page }).include('.message-thread').analyze();
    expect(threadAxe.violations.map((violation) => violation.id)).toEqual([]);

    await page.getByRole('button', { name: w.shortlist, exact: true }).click();
    await expect(page.getByTestId('applicant-notice')).toHaveText(w.statusUpdated);
    await expect(badge).toHaveAttribute('data-status', 'shortlisted');
    await page.getByRole('button', { name: w.unshortlist, exact: true }).click();
    await expect(badge).toHaveAttribute('data-status', 'viewed');

    await page.getByRole('button', { name: w.reject, exact: true }).click();
    const dialog = page.getByRole('dialog');
    const confirmReject = dialog.getByRole('button', { name: w.reject, exact: true });
    await expect(confirmReject).toBeDisabled();
    await dialog.getByRole('textbox', { name: w.reason }).fill('We need more kitchen experience.');
    await confirmReject.click();
    await expect(badge).toHaveAttribute('data-status', 'rejected');
    await expect(page.getByTestId('rejection-reason')).toContainText('We need more kitchen experience.');
    await expect(page.getByRole('button', { name: w.shortlist, exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: w.reject, exact: true })).toBeDisabled();
    expect(await statusOf()).toBe('rejected');
    // Rejected: the thread stays readable and takes no more messages.
    await expect(thread.getByText(m.closed)).toBeVisible();
    await expect(thread.getByRole('textbox')).toHaveCount(0);

    // Resume download; the profile preview prints (its PDF is applicant-pdf.spec.ts's subject).
    const resume = page.waitForEvent('download');
    await page.getByRole('button', { name: w.downloadResume }).click();
    expect((await resume).suggestedFilename()).toBe('sita-cv.pdf');

    await page.getByRole('button', { name: w.printProfile }).click();
    const preview = page.getByTestId('print-preview');
    await expect(preview).toContainText('Sita Gurung');
    await preview.getByRole('button', { name: w.printOrSave }).click();
    await expect(preview).toBeVisible();

    // Opened directly by URL, the page still loads everything.
    await page.goto(`/employer/jobs/${job.id}/applicants/${sitaId}`);
    await expect(badge).toHaveAttribute('data-status', 'rejected');

    // A private note: kept on the application, shown newest first, there after a reload, axe-clean.
    const notes = page.getByRole('region', { name: w.notesTitle });
    await notes.getByRole('textbox', { name: w.addNote }).fill('  Good with tandoor; ask again next season.  ');
    await notes.getByRole('button', { name: w.saveNote }).click();
    await expect(notes.getByTestId('note-list')).toContainText('Good with tandoor; ask again next season.');
    await page.reload();
    await expect(page.getByTestId('note-list')).toContainText('Good with tandoor; ask again next season.');
    const axe = await new AxeBuilder({ page }).include('.applicant-notes').analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    // Ram's knockout answer, said on his page; axe-clean, looked at.
    const ramId = (await sql('select id from users where email = $1', [ram.email])).rows[0].id as string;
    await page.goto(`/employer/jobs/${job.id}/applicants/${ramId}`);
    await expect(answers.getByText(w.answerUnmet, { exact: true })).toBeVisible();
    await expect(answers).toContainText(w.unmet);
    await expect(answers).toContainText(language === 'en' ? '6' : '६');
    await screenshotBothWidths(page, test.info(), `screening-answers-${language}`, answers);
    const answersAxe = await new AxeBuilder({ page }).include('[data-testid="applicant-screening"]').analyze();
    expect(answersAxe.violations.map((violation) => violation.id)).toEqual([]);
  });
}
