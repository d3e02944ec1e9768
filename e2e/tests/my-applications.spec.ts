import AxeBuilder from '@axe-core/playwright';
import { verifiedAccount } from '../support/accounts.ts';
import { sql } from '../support/database.ts';
import { checkOpenDialog } from '../support/dialog-check.ts';
import { approvedEmployer, insertJob, uniqueWord } from '../support/jobs.ts';
import { screenshotsAtBothWidths } from '../support/screenshots.ts';
import { fill, type Language, localDigits, texts, useLanguage } from '../support/seeker.ts';
import { expect, test } from '../support/test.ts';
import { loginViaApi } from '../support/ui.ts';

test.use({ viewport: { width: 390, height: 844 } });

for (const language of ['en', 'ne'] as const satisfies Language[]) {
  test(`My applications in ${language}: every application, paged, linked from the dashboard and the user menu; a message thread`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const t = texts[language].seeker;
    const employer = await approvedEmployer(request, `Annapurna Hotels ${language}`);
    const seeker = await verifiedAccount(request, 'job_seeker');
    const [{ id: seekerId }] = (await sql('select id from users where email = $1', [seeker.email])).rows;
    const word = uniqueWord();
    // 12 applications, a minute apart; the oldest is rejected with a reason.
    for (let i = 0; i < 12; i++) {
      const jobId = await insertJob(employer.id, { title: `Cook ${word} ${i + 1}` });
      await sql(
        `insert into applications (job_id, seeker_id, status, rejection_reason, created_at)
         values ($1, $2, $3, $4, now() - make_interval(mins => $5))`,
        [jobId, seekerId, i === 0 ? 'rejected' : 'pending', i === 0 ? 'Position filled' : null, 12 - i],
      );
    }
    await useLanguage(page, language);
    await loginViaApi(page, seeker);

    // The dashboard keeps its five and links to the whole list.
    await page.goto('/job_seeker/dashboard');
    await expect(page.getByTestId('dashboard-applications').locator('.application-item')).toHaveCount(5);
    await page.getByRole('link', { name: t.myApplications.viewAll }).click();
    await expect(page).toHaveURL(/\/job_seeker\/applications$/);
    await expect(page.getByRole('heading', { level: 1, name: t.myApplications.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${t.myApplications.title} \\| `));

    // Page 1: the ten newest; page 2: the last two with the rejection and its reason.
    const items = page.getByTestId('application-list').locator('.application-item');
    await expect(items).toHaveCount(10);
    await expect(items.first()).toContainText(`Cook ${word} 12`);
    const digits = (n: number) => localDigits(String(n), language);
    await expect(page.locator('.pager-summary')).toHaveText(
      fill(texts[language].common.pager.showing, { from: digits(1), to: digits(10), total: digits(12) }),
    );
    await page.getByRole('button', { name: texts[language].common.pager.next }).click();
    await expect(page).toHaveURL(/\/job_seeker\/applications\?page=2$/);
    await expect(items).toHaveCount(2);
    const rejected = items.filter({ hasText: `Cook ${word} 1` });
    await expect(rejected).toContainText(fill(t.dashboard.rejectionReason, { reason: 'Position filled' }));
    await expect(rejected.locator('.badge')).toHaveText(texts[language].common.status.rejected);

    // Each job title is a heading right under the page's: axe finds nothing, heading order included.
    await expect(items.first().getByRole('heading', { level: 2 })).toHaveCount(1);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);

    // A message from the employer: the application counts it unread and links to its thread, where the seeker
    // reads it (as typed, not as markup), replies and reports it; the bell then counts nothing unread.
    const m = texts[language].areas.messageThread;
    const [newest] = (
      await sql('select a.id from applications a join jobs j on j.id = a.job_id where j.title = $1', [
        `Cook ${word} 12`,
      ])
    ).rows;
    await sql(
      `insert into application_messages (application_id, sender_id, "from", body, created_at)
       values ($1, $2, 'employer', 'Can you come on <b>Sunday</b>?
Bring your certificates.', now() - interval '5 minutes')`,
      [newest.id, employer.id],
    );
    // The newest job asked a screening question: the seeker reads back what they answered, in the page's digits.
    const [question] = (
      await sql(
        `insert into screening_questions (job_id, position, kind, text, required)
         select job_id, 0, 'number', 'Years in a kitchen', true from applications where id = $1 returning id`,
        [newest.id],
      )
    ).rows;
    await sql(`insert into screening_answers (application_id, question_id, value, meets) values ($1, $2, '4', true)`, [
      newest.id,
      question.id,
    ]);
    await page.goto('/job_seeker/applications');
    await items.first().getByRole('button', { name: t.myApplications.yourAnswers }).click();
    await expect(items.first().locator('.screening-answer')).toHaveText(`Years in a kitchen${digits(4)}`);
    await screenshotsAtBothWidths(page, testInfo, `seeker-own-answers-${language}`, items.first());
    await expect(items.nth(1).getByRole('button', { name: t.myApplications.yourAnswers })).toHaveCount(0);
    const link = items.first().getByTestId('application-messages-link');
    await expect(link).toHaveText(fill(t.thread.linkUnread_one, { n: digits(1) }));
    await screenshotsAtBothWidths(page, testInfo, `seeker-applications-${language}`, items.first());
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/job_seeker/applications/${newest.id}/messages$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fill(t.thread.title, { job: `Cook ${word} 12` }));
    const thread = page.getByRole('region', { name: m.title, exact: true });
    await expect(thread.getByTestId('message-item')).toHaveCount(1);
    await expect(thread.getByTestId('message-item')).toContainText('Can you come on <b>Sunday</b>?');
    await thread.getByRole('textbox', { name: m.label }).fill('Yes, I will come at 10.');
    await expect(
      thread.getByText(fill(m.count, { n: digits(23), max: language === 'en' ? '2,000' : '२,०००' })),
    ).toBeVisible();
    await thread.getByRole('button', { name: m.send }).click();
    await expect(thread.getByTestId('message-item')).toHaveCount(2);
    await expect(thread.getByTestId('message-item').last()).toContainText('Yes, I will come at 10.');
    await screenshotsAtBothWidths(page, testInfo, `seeker-thread-${language}`, thread);
    const threadAxe = await new AxeBuilder({ page }).include('.message-thread').analyze();
    expect(threadAxe.violations.map((v) => v.id)).toEqual([]);
    await thread.getByTestId('message-item').first().getByRole('button', { name: m.report }).click();
    const report = page.getByRole('dialog', { name: m.reportTitle });
    await report.getByRole('textbox', { name: m.reportReason }).fill('Asked for a fee.');
    await checkOpenDialog(page, testInfo, `seeker-report-${language}`);
    await report.getByRole('button', { name: m.report }).click();
    await expect(report).toHaveCount(0);
    await expect(thread.getByText(m.reported)).toBeVisible();
    const [stored] = (
      await sql(
        'select reason from message_reports r join application_messages m on m.id = r.message_id where m.application_id = $1',
        [newest.id],
      )
    ).rows;
    expect(stored.reason).toBe('Asked for a fee.');
    await page.goto('/job_seeker/applications');
    await expect(items.first().getByTestId('application-messages-link')).toHaveText(t.thread.link);

    // The user menu offers the same page.
    await page.goto('/job_seeker/dashboard');
    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('user-menu-applications').click();
    await expect(page).toHaveURL(/\/job_seeker\/applications$/);
    await expect(items).toHaveCount(10);
  });
}
