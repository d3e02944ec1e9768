import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { verifiedAccount } from '../support/accounts.ts';
import { sql } from '../support/database.ts';
import { ENV, requiredEnv } from '../support/e2e-env.ts';
import { approvedEmployer, byName, insertJob, lookups, uniqueWord } from '../support/jobs.ts';
import { linkFrom, waitForMail } from '../support/mailbox.ts';
import { type Language, texts, useLanguage } from '../support/seeker.ts';
import { expect, test } from '../support/test.ts';
import { loginViaApi, pageIn } from '../support/ui.ts';

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

/** Opens the dialog; the page is server-rendered, so a click before hydration does nothing and is repeated. */
async function openCreateAlert(page: Page, t: { create: string; dialogTitle: string }) {
  const dialog = page.getByRole('dialog', { name: t.dialogTitle });
  await expect(async () => {
    await page.getByRole('button', { name: t.create }).click();
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return dialog;
}

/** The token of a digest's unsubscribe link, as the e2e server signs it (its generated DATA_DIR/jwt-secret). */
function unsubscribeToken(alertId: string): string {
  const secret = readFileSync(path.join(path.dirname(requiredEnv(ENV.mailbox)), 'data', 'jwt-secret'), 'utf8').trim();
  return createHmac('sha256', secret).update(`job-alert-unsubscribe:${alertId}`).digest('base64url');
}

test('a logged-in seeker saves the /jobs search as an alert and finds it in settings', async ({ page, request }) => {
  test.setTimeout(60_000);
  const t = texts.en.site.alerts;
  const employer = await approvedEmployer(request, 'Alert Test Traders');
  const word = uniqueWord();
  const kaski = byName((await lookups(request)).locations, 'Kaski');
  await insertJob(employer.id, { title: `Driver ${word}`, locationId: kaski.id });
  const seeker = await verifiedAccount(request, 'job_seeker');
  await loginViaApi(page, seeker);

  await page.goto(`/jobs?q=${word}&locationIds=${kaski.id}`);
  await expect(page.getByRole('link', { name: new RegExp(`Driver ${word}`) })).toBeVisible();
  const dialog = await openCreateAlert(page, t);
  await expect(dialog.getByLabel(t.name)).toHaveValue(word);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByLabel(t.name).fill(`Drivers in Kaski ${word}`);
  await dialog.getByLabel(t.frequency).selectOption('weekly');
  await dialog.getByRole('button', { name: t.save }).click();
  await expect(dialog.getByText(t.saved)).toBeVisible();

  const [row] = (
    await sql(
      `select a.name, a.frequency, a.query from job_alerts a join users u on u.id = a.user_id
       where u.email = $1 and a.kind = 'search'`,
      [seeker.email],
    )
  ).rows;
  expect(row).toEqual({
    name: `Drivers in Kaski ${word}`,
    frequency: 'weekly',
    query: { q: word, locationIds: [kaski.id] },
  });

  await page.goto('/settings');
  const rows = page.getByTestId('alert-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1).getByLabel('Name')).toHaveValue(`Drivers in Kaski ${word}`);
  await expect(rows.nth(1).getByLabel('How often')).toHaveValue('weekly');
});

for (const language of ['en', 'ne'] as const satisfies Language[]) {
  test(`a visitor subscribes in ${language} and starts the alert from the emailed link`, async ({ page }) => {
    const t = texts[language].site.alerts;
    const word = uniqueWord();
    const email = `visitor-${word}@e2e.test`;
    await useLanguage(page, language);
    await page.goto(pageIn(language, `/jobs?q=${word}`));
    const dialog = await openCreateAlert(page, t);
    await dialog.getByLabel(t.email).fill(email);
    await dialog.getByRole('button', { name: t.subscribe }).click();
    await expect(dialog.getByText(t.checkEmail)).toBeVisible();

    const mail = await waitForMail(email, language === 'ne' ? /पुष्टि/ : /Confirm your job alert/);
    const link = new URL(linkFrom(mail));
    expect(link.pathname).toBe(pageIn(language, '/alerts/confirm'));
    const pending = await sql('select status from job_alerts where email = $1', [email]);
    expect(pending.rows).toEqual([{ status: 'pending' }]);

    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByText(t.confirmed)).toBeVisible();
    const active = await sql('select status, locale, query from job_alerts where email = $1', [email]);
    expect(active.rows).toEqual([{ status: 'active', locale: language, query: { q: word } }]);
    expect(await seriousViolations(page)).toEqual([]);

    // The link is single use.
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByText(t.badLink)).toBeVisible();

    // A digest's unsubscribe link (the server signs the alert id with its secret): one visit, no login, gone.
    const [{ id }] = (await sql('select id from job_alerts where email = $1', [email])).rows;
    await page.goto(pageIn(language, `/alerts/unsubscribe?alert=${id}&token=${'x'.repeat(43)}`));
    await expect(page.getByText(t.badLink)).toBeVisible();
    await page.goto(pageIn(language, `/alerts/unsubscribe?alert=${id}&token=${unsubscribeToken(id)}`));
    await expect(page.getByText(t.unsubscribed)).toBeVisible();
    expect((await sql('select id from job_alerts where email = $1', [email])).rows).toEqual([]);
  });
}
