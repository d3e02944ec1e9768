import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import employerEn from '../../employer-app/src/i18n/en.json' with { type: 'json' };
import employerNe from '../../employer-app/src/i18n/ne.json' with { type: 'json' };
import { verifiedAccount } from '../support/accounts.ts';
import { sql } from '../support/database.ts';
import { BASE_URL } from '../support/e2e-env.ts';
import { apiToken, type Language, useLanguage } from '../support/employer.ts';
import { approvedEmployer, insertJob, uniqueWord } from '../support/jobs.ts';
import { expect, test } from '../support/test.ts';
import { loginViaApi } from '../support/ui.ts';

const DETAIL = { en: employerEn.detail, ne: employerNe.detail } as const;

/** The text of a PDF as poppler's pdftotext reads it (what a reader's copy and paste gets). */
const pdfText = (path: string) => execFileSync('pdftotext', ['-enc', 'UTF-8', path, '-'], { encoding: 'utf8' });

for (const language of ['en', 'ne'] as const satisfies Language[]) {
  test(`the applicant's printed profile in ${language} is text: email, phone and Nepali words can be copied`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const t = DETAIL[language];
    const employer = await approvedEmployer(request, `Annapurna Accounts ${language}`);
    const jobId = await insertJob(employer.id, { title: `Accountant ${uniqueWord()}` });
    const seeker = await verifiedAccount(request, 'job_seeker', 'सीता गुरुङ');
    const email = seeker.email.toLowerCase();
    await sql(
      `update seeker_profiles set headline = 'वरिष्ठ लेखापाल', phone = '9841234567', address = 'Lakeside-6, Pokhara',
         skills = '{"Accounting (Tally)"}' where user_id = (select id from users where email = $1)`,
      [email],
    );
    const applied = await request.post(`${BASE_URL}/api/applications`, {
      headers: { authorization: `Bearer ${await apiToken(request, seeker)}` },
      data: { jobId },
    });
    expect(applied.status(), await applied.text()).toBe(201);
    const seekerId = (await sql('select id from users where email = $1', [email])).rows[0].id as string;

    await useLanguage(page, language);
    await loginViaApi(page, employer);
    await page.goto(`/employer/jobs/${jobId}/applicants/${seekerId}`);
    await page.getByRole('button', { name: t.printProfile }).click({ timeout: 30_000 });
    const preview = page.getByTestId('print-preview');
    await expect(preview).toContainText('सीता गुरुङ');
    await expect(preview).toContainText(t.printHint);
    const axe = await new AxeBuilder({ page }).include('[data-testid="print-preview"]').analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.screenshot({ path: test.info().outputPath(`print-preview-${language}-1366.png`) });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath(`print-preview-${language}-390.png`) });

    // What "Save as PDF" writes: the page printed with its print stylesheet.
    const path = test.info().outputPath(`applicant-${language}.pdf`);
    await writeFile(path, await page.pdf({ preferCSSPageSize: true }));
    const text = pdfText(path);
    expect(text).toContain(email);
    expect(text).toContain('9841234567');
    expect(text).toContain('Lakeside-6, Pokhara');
    // Devanagari as text, letters and vowel signs in reading order.
    expect(text).toContain('सीता गुरुङ');
    expect(text).toContain('वरिष्ठ लेखापाल');
    // Only the profile: not the page's header, actions or the preview's own buttons.
    expect(text).not.toContain(t.printProfile);
    expect(text).not.toContain(t.print);
    expect(text).not.toContain(t.printHint);

    // The button opens the browser's own print window (headless Chromium keeps it pending); the preview stays.
    await preview.getByRole('button', { name: t.print }).click();
    await expect(preview).toBeVisible();
  });
}
