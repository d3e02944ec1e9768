import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { shellEn } from '../../shell/src/i18n/shell-en.ts';
import { shellNe } from '../../shell/src/i18n/shell-ne.ts';
import { verifiedAccount } from '../support/accounts.ts';
import { sql } from '../support/database.ts';
import { BASE_URL } from '../support/e2e-env.ts';
import { apiToken } from '../support/employer.ts';
import { approvedEmployer, insertJob, uniqueWord } from '../support/jobs.ts';
import { fill, type Language, localDigits, useLanguage } from '../support/seeker.ts';
import { expect, test } from '../support/test.ts';
import { loginViaApi } from '../support/ui.ts';

const words = { en: shellEn.notifications, ne: shellNe.notifications } as const;

async function expectAxeClean(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
}

for (const language of ['en', 'ne'] as const satisfies Language[]) {
  test(`the bell in ${language}: a new application reaches the employer, a shortlisting the seeker; mark read works`, async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const t = words[language];
    const company = `Fewa Lake Hotels ${language}`;
    const employer = await approvedEmployer(request, company);
    const seeker = await verifiedAccount(request, 'job_seeker', 'Sita Gurung');
    const title = `Receptionist ${uniqueWord()}`;
    const jobId = await insertJob(employer.id, { title });
    const seekerToken = await apiToken(request, seeker);
    const applied = await request.post(`${BASE_URL}/api/applications`, {
      headers: { authorization: `Bearer ${seekerToken}` },
      data: { jobId },
    });
    expect(applied.status(), await applied.text()).toBe(201);
    const applicationId = ((await applied.json()) as { id: string }).id;

    // The employer: one unread, the sentence names the applicant and the job, the link leads to the applicant.
    await useLanguage(page, language);
    await loginViaApi(page, employer);
    await page.goto('/employer/dashboard');
    const bell = page.getByTestId('notification-bell');
    await expect(page.getByTestId('notification-badge')).toHaveText(localDigits('1', language));
    await expect(bell).toHaveAccessibleName(fill(t.bellUnread, { n: localDigits('1', language) }));
    await bell.click();
    const panel = page.getByRole('dialog', { name: t.title });
    await expect(panel).toBeVisible();
    const item = panel.getByTestId('notification-item');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(fill(t.text.applicationReceived, { seekerName: 'Sita Gurung', jobTitle: title }));
    await expect(item).toHaveAttribute('data-read', 'false');
    await expectAxeClean(page);
    await item.getByTestId('notification-mark-read').click();
    await expect(item).toHaveAttribute('data-read', 'true');
    await expect(page.getByTestId('notification-badge')).toHaveCount(0);
    await expect(bell).toHaveAccessibleName(t.bell);
    // Keyboard: Escape closes and focus returns to the bell.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(bell).toBeFocused();
    await bell.click();
    // Opening the applicant marks the application viewed (a notification of its own for the seeker).
    const viewed = page.waitForResponse((res) => res.url().endsWith(`/api/applications/${applicationId}/viewed`));
    await panel.getByRole('link', { name: new RegExp(title) }).click();
    await expect(page).toHaveURL(new RegExp(`/employer/jobs/${jobId}/applicants/`));
    expect((await viewed).status()).toBe(200);

    // The employer shortlists; the seeker's bell has it on the next load.
    const employerToken = await apiToken(request, employer);
    const shortlisted = await request.put(`${BASE_URL}/api/applications/${applicationId}/status`, {
      headers: { authorization: `Bearer ${employerToken}` },
      data: { status: 'shortlisted' },
    });
    expect(shortlisted.status(), await shortlisted.text()).toBe(200);
    const seekerContext = await browser.newContext();
    const seekerPage = await seekerContext.newPage();
    await useLanguage(seekerPage, language);
    await loginViaApi(seekerPage, seeker);
    await seekerPage.goto('/job_seeker/dashboard');
    // Viewed (the detail page above) and shortlisted.
    await expect(seekerPage.getByTestId('notification-badge')).toHaveText(localDigits('2', language));
    await seekerPage.getByTestId('notification-bell').click();
    const seekerPanel = seekerPage.getByRole('dialog', { name: t.title });
    const seekerItems = seekerPanel.getByTestId('notification-item');
    await expect(seekerItems.first()).toContainText(
      fill(t.text.shortlisted, { companyName: company, jobTitle: title }),
    );
    await expect(seekerItems.nth(1)).toContainText(fill(t.text.viewed, { companyName: company, jobTitle: title }));
    await expectAxeClean(seekerPage);
    await seekerPanel.getByTestId('notification-mark-all').click();
    await expect(seekerPanel.locator('[data-testid="notification-item"][data-read="false"]')).toHaveCount(0);
    await expect(seekerPage.getByTestId('notification-badge')).toHaveCount(0);
    // Focus stayed in the dialog: Escape closes it.
    await seekerPage.keyboard.press('Escape');
    await expect(seekerPanel).toBeHidden();
    const [{ unread }] = (
      await sql(
        'select count(*)::int as unread from notifications n join users u on u.id = n.user_id where u.email = $1 and n.read_at is null',
        [seeker.email.toLowerCase()],
      )
    ).rows;
    expect(unread).toBe(0);
    await seekerContext.close();
  });
}
