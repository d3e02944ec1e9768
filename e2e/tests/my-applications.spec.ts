import AxeBuilder from '@axe-core/playwright';
import { verifiedAccount } from '../support/accounts.ts';
import { sql } from '../support/database.ts';
import { approvedEmployer, insertJob, uniqueWord } from '../support/jobs.ts';
import { fill, type Language, localDigits, texts, useLanguage } from '../support/seeker.ts';
import { expect, test } from '../support/test.ts';
import { loginViaApi } from '../support/ui.ts';

test.use({ viewport: { width: 390, height: 844 } });

for (const language of ['en', 'ne'] as const satisfies Language[]) {
  test(`My applications in ${language}: every application, paged, linked from the dashboard and the user menu`, async ({
    page,
    request,
  }) => {
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

    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
      [],
    );

    // The user menu offers the same page.
    await page.goto('/job_seeker/dashboard');
    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('user-menu-applications').click();
    await expect(page).toHaveURL(/\/job_seeker\/applications$/);
    await expect(items).toHaveCount(10);
  });
}
