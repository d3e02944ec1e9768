import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import adminEn from '../../admin-app/src/i18n/en.json' with { type: 'json' };
import adminNe from '../../admin-app/src/i18n/ne.json' with { type: 'json' };
import { newAccount, signupViaApi, verifiedAccount, verifyViaMail } from '../support/accounts.ts';
import { ADMIN_TEXT, expectAudited, findOnPages, type Lang, loginAsAdmin, openAdmin } from '../support/admin.ts';
import { sql } from '../support/database.ts';
import { BASE_URL } from '../support/e2e-env.ts';
import { approvedEmployer, insertJob } from '../support/jobs.ts';
import { screenshotsAtBothWidths } from '../support/screenshots.ts';
import { texts } from '../support/seeker.ts';
import { expect, test } from '../support/test.ts';
import { loginViaApi, storedToken } from '../support/ui.ts';

const word = () => randomUUID().replaceAll('-', '').slice(0, 8);

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n', 'latin1');

async function pendingEmployer(page: Page, company: string) {
  const account = newAccount('employer', company);
  await signupViaApi(page.request, account);
  await verifyViaMail(page.request, account.email);
  return account;
}

/**
 * Each admin journey walks once, the four split between the languages (labels are all that differs), so both
 * languages' admin screens are walked: the texts are checked key by key in the unit tests.
 */
const JOURNEY_LANGUAGE = { approvals: 'en', onBehalf: 'ne', deactivation: 'en', lookups: 'ne' } as const;

for (const lang of ['en', 'ne'] as Lang[]) {
  const T = ADMIN_TEXT[lang];
  const walks = (journey: keyof typeof JOURNEY_LANGUAGE) => JOURNEY_LANGUAGE[journey] === lang;

  test.describe(`admin area (${lang})`, () => {
    test.describe.configure({ timeout: 90_000 });

    if (walks('approvals'))
      test('approves one pending employer and rejects another with a reason; each sees the right banner', async ({
        page,
        browser,
      }) => {
        const approveMe = await pendingEmployer(page, `Approve Me ${word()}`);
        const rejectMe = await pendingEmployer(page, `Reject Me ${word()}`);
        await loginAsAdmin(page);
        await openAdmin(page, '/admin/approvals', lang);
        await expect(page.getByTestId('pending-badge')).toBeVisible();

        await (await findOnPages(page, page.getByRole('button', { name: T.approve(approveMe.name) }), lang)).click();
        await expect(page.getByTestId('admin-flash')).toContainText(approveMe.name);

        await openAdmin(page, '/admin/approvals', lang);
        await (await findOnPages(page, page.getByRole('button', { name: T.reject(rejectMe.name) }), lang)).click();
        const dialog = page.getByRole('dialog');
        const confirm = dialog.getByRole('button', { name: T.rejectConfirm, exact: true });
        await expect(confirm).toBeDisabled();
        const reason = dialog.getByRole('textbox', { name: T.reason });
        await reason.fill('x');
        await reason.fill('');
        await expect(dialog.getByText(T.reasonRequired)).toBeVisible();
        await expect(confirm).toBeDisabled();
        await reason.fill('The registration certificate is missing.');
        await confirm.click();
        await expect(dialog).toBeHidden();
        await expect(page.getByTestId('admin-flash')).toContainText(rejectMe.name);
        await expect(page.getByRole('button', { name: T.reject(rejectMe.name) })).toHaveCount(0);

        await expectAudited(page, lang, [T.audit.approve, approveMe.email]);
        await expectAudited(page, lang, [T.audit.reject, rejectMe.email, 'The registration certificate is missing.']);

        // Each employer sees its banner.
        for (const [account, rejected] of [
          [approveMe, false],
          [rejectMe, true],
        ] as const) {
          const context = await browser.newContext();
          const employerPage = await context.newPage();
          await loginViaApi(employerPage, account);
          await employerPage.goto('/employer/dashboard');
          if (rejected) {
            await expect(employerPage.getByTestId('approval-rejected')).toContainText(
              'The registration certificate is missing.',
            );
          } else {
            await expect(
              employerPage.getByRole('heading', { level: 1, name: `Welcome, ${account.name}` }),
            ).toBeVisible();
            await expect(employerPage.getByTestId('approval-pending')).toHaveCount(0);
            await expect(employerPage.getByTestId('approval-rejected')).toHaveCount(0);
          }
          await context.close();
        }
      });

    if (walks('onBehalf'))
      test('creates an employer with a logo and documents and posts a job on its behalf', async ({
        page,
      }, testInfo) => {
        const company = `Created Co ${word()}`;
        const email = `created-${word()}@e2e.test`;
        await loginAsAdmin(page);
        await openAdmin(page, '/admin/employers', lang);
        await page.getByRole('button', { name: T.addEmployer }).click();
        const form = page.getByTestId('employer-form');
        await form.getByRole('textbox', { name: T.companyName }).fill(company);
        await form.getByRole('textbox', { name: T.email }).fill(email);
        await form.getByLabel(T.password).fill('secret-pass-1');
        await form.getByRole('textbox', { name: T.website }).fill('https://created.example');
        await form.getByRole('button', { name: T.save, exact: true }).click();
        // The form closes and the page says what happened and what comes next.
        await expect(form).toBeHidden();
        await expect(page.getByTestId('admin-flash')).toHaveText(T.created(company));

        // Its logo and documents through the row's Edit.
        await (await findOnPages(page, page.getByRole('button', { name: T.edit(company) }), lang)).click();
        await form.getByLabel(T.chooseLogo).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
        await form.getByRole('button', { name: T.uploadLogo }).click();
        await expect(form.getByRole('img', { name: T.logoOf(company) })).toBeVisible();
        await form.getByLabel(T.chooseDocuments).setInputFiles([
          { name: 'registration.pdf', mimeType: 'application/pdf', buffer: PDF },
          { name: 'pan-card.png', mimeType: 'image/png', buffer: PNG },
        ]);
        await form.getByRole('button', { name: T.uploadDocuments }).click();
        await expect(form.getByRole('button', { name: T.download('registration.pdf') })).toBeVisible();
        await expect(form.getByRole('button', { name: T.download('pan-card.png') })).toBeVisible();
        const download = page.waitForEvent('download');
        await form.getByRole('button', { name: T.download('registration.pdf') }).click();
        expect((await download).suggestedFilename()).toBe('registration.pdf');
        await page.getByRole('dialog').getByRole('button', { name: T.close }).first().click();

        // Post a job on its behalf.
        const title = `Hotel receptionist ${word()}`;
        await page.goto('/admin/jobs/post');
        await page.getByRole('textbox', { name: T.jobTitle }).fill(title);
        // With a screening question, as an employer's own form asks it.
        const s = texts[lang].areas.screening;
        const screening = page.getByRole('group', { name: s.title, exact: true });
        await screening.getByRole('button', { name: s.add }).click();
        await screening.getByRole('textbox', { name: s.text }).fill('Can you work night shifts?');
        await screenshotsAtBothWidths(page, testInfo, `admin-screening-${lang}`, screening);
        await page.getByRole('button', { name: T.postSubmit }).click();
        await expect(page.getByTestId('job-form-error')).toHaveText(T.selectEmployer);
        await page.getByRole('combobox', { name: T.employer }).selectOption({ label: company });
        await page.getByRole('button', { name: T.postSubmit }).click();
        await expect(page).toHaveURL(/\/admin\/jobs$/);
        await expect(page.getByTestId('admin-flash')).toHaveText(T.saved);
        const row = page.getByTestId('job-row').filter({ hasText: title });
        await expect(row).toContainText(company);
        const asked = await sql(
          'select q.text, q.kind from screening_questions q join jobs j on j.id = q.job_id where j.title = $1',
          [title],
        );
        expect(asked.rows).toEqual([{ text: 'Can you work night shifts?', kind: 'yes_no' }]);
        await expect(row.getByRole('link', { name: title, exact: true })).toHaveAttribute(
          'href',
          /\/jobs\/[0-9a-f-]{36}$/,
        );

        await expectAudited(page, lang, [T.audit.create, company]);
        await expectAudited(page, lang, [T.audit.create, title]);
      });

    if (walks('deactivation'))
      test('deactivates a seeker, whose open session stops working at once', async ({ page, browser }) => {
        const seeker = await verifiedAccount(page.request, 'job_seeker', `Seeker ${word()}`);
        const context = await browser.newContext();
        const seekerPage = await context.newPage();
        await loginViaApi(seekerPage, seeker);
        await seekerPage.goto('/job_seeker/dashboard');
        await expect(seekerPage).toHaveURL(/\/job_seeker\/dashboard$/);
        const token = await storedToken(seekerPage);

        await loginAsAdmin(page);
        await openAdmin(page, '/admin/seekers', lang);
        await (await findOnPages(page, page.getByRole('button', { name: T.deactivate(seeker.name) }), lang)).click();
        await page.getByRole('dialog').getByRole('button', { name: T.deactivateConfirm, exact: true }).click();
        const seekerRow = page.getByTestId('seeker-row').filter({ hasText: seeker.email });
        // The row's own button also contains the word for "inactive" in Nepali, so wait for the change itself:
        // the deactivate button is gone once the server has answered and the list is refreshed.
        await expect(seekerRow.getByRole('button', { name: T.deactivate(seeker.name) })).toHaveCount(0);
        await expect(seekerRow).toContainText(T.inactive);

        const me = await page.request.get(`${BASE_URL}/api/users/me`, {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(me.status()).toBe(401);
        await seekerPage.reload();
        await expect(seekerPage).not.toHaveURL(/\/job_seeker\/dashboard$/);
        await context.close();

        await expectAudited(page, lang, [T.audit.deactivate, seeker.email]);
      });

    // In both languages (its screenshots are the list's): English dismisses a report, Nepali deactivates the sender.
    test('settles a reported message: the message, both parties and the reason, then dismiss or deactivate', async ({
      page,
    }, testInfo) => {
      const company = `Rude Traders ${word()}`;
      const employer = await approvedEmployer(page.request, company);
      const seeker = await verifiedAccount(page.request, 'job_seeker', `Gita Rai ${word()}`);
      const jobId = await insertJob(employer.id, { title: `Driver ${word()}` });
      const [{ id: messageId }] = (
        await sql(
          `with a as (insert into applications (job_id, seeker_id) select $1, id from users where email = $2 returning id, seeker_id),
           m as (insert into application_messages (application_id, sender_id, "from", body)
             select a.id, $3, 'employer', 'Pay <b>5000</b> first, then we talk.' from a returning id)
           insert into message_reports (message_id, reporter_id, reason) select m.id, a.seeker_id, 'Asks for money.' from m, a
           returning message_id as id`,
          [jobId, seeker.email, employer.id],
        )
      ).rows;
      expect(messageId).toBeTruthy();
      const R = lang === 'en' ? adminEn.reportedMessages : adminNe.reportedMessages;
      await loginAsAdmin(page);
      await openAdmin(page, '/admin/reported-messages', lang);
      const item = page.getByTestId('reported-message').filter({ hasText: company });
      await expect(item).toContainText('Pay <b>5000</b> first, then we talk.');
      await expect(item).toContainText('Asks for money.');
      await expect(item).toContainText(seeker.name);
      await screenshotsAtBothWidths(page, testInfo, `reported-messages-${lang}`, item);
      const axe = await new AxeBuilder({ page }).include('main').analyze();
      expect(axe.violations.map((violation) => violation.id)).toEqual([]);
      if (lang === 'en') {
        await item.getByRole('button', { name: R.dismiss }).click();
      } else {
        await item.getByRole('button', { name: R.deactivate.replace('{{name}}', company) }).click();
        await page.getByRole('dialog').getByRole('button', { name: R.deactivateConfirm, exact: true }).click();
      }
      await expect(item).toHaveCount(0);
      const [report] = (await sql('select outcome from message_reports where message_id = $1', [messageId])).rows;
      expect(report.outcome).toBe(lang === 'en' ? 'dismissed' : 'deactivated');
      const [sender] = (await sql('select is_active from users where id = $1', [employer.id])).rows;
      expect(sender.is_active).toBe(lang === 'en');
    });

    if (walks('lookups'))
      test('adds and renames a location and a salary range', async ({ page }) => {
        await loginAsAdmin(page);
        const suffix = word();
        const lists = [
          {
            path: '/admin/locations',
            name: `Dhading ${suffix}`,
            renamed: `Dhading Besi ${suffix}`,
            extra: {} as Record<string, string>,
          },
          {
            path: '/admin/attributes/salary-ranges',
            name: `Band ${suffix}`,
            renamed: `Band renamed ${suffix}`,
            extra: { [T.key]: `band-${suffix}`, [T.min]: '75000', [T.max]: '90000' },
          },
        ];
        for (const list of lists) {
          await openAdmin(page, list.path, lang);
          await page.getByRole('button', { name: T.addNew }).click();
          const form = page.getByTestId('lookup-form');
          await form.getByRole('textbox', { name: T.nameEn }).fill(list.name);
          await form.getByRole('textbox', { name: T.nameNe }).fill(`नाम ${suffix}`);
          for (const [label, value] of Object.entries(list.extra)) {
            await form.getByLabel(label).fill(value);
          }
          await form.getByRole('button', { name: T.save, exact: true }).click();
          await expect(page.getByTestId('admin-flash')).toHaveText(T.saved);

          await (await findOnPages(page, page.getByRole('button', { name: T.edit(list.name) }), lang)).click();
          await form.getByRole('textbox', { name: T.nameEn }).fill(list.renamed);
          await form.getByRole('button', { name: T.save, exact: true }).click();
          await expect(page.getByTestId('admin-flash')).toHaveText(T.saved);
          // The English name names the row: it is the row header of the table (and the title of its card on a phone).
          await findOnPages(page, page.getByRole('rowheader', { name: list.renamed, exact: true }), lang);

          await expectAudited(page, lang, [T.audit.create, list.name]);
          await expectAudited(page, lang, [T.audit.update, list.renamed]);
        }
      });
  });
}
