import { verifiedAccount } from '../support/accounts.ts';
import { sql } from '../support/database.ts';
import { type Language, samplePdf, useLanguage } from '../support/employer.ts';
import { expect, test } from '../support/test.ts';
import { loginViaApi } from '../support/ui.ts';

const WORDS = {
  en: {
    description: 'Company description',
    industry: 'Industry',
    other: 'Other',
    customIndustry: 'Specify industry',
    save: 'Save changes',
    saved: 'Changes Saved!',
    uploadLogo: 'Upload logo',
    deleteLogo: 'Delete logo',
    chooseDocuments: 'Choose documents',
    uploadDocuments: 'Upload documents',
    download: (name: string) => `Download ${name}`,
    remove: (name: string) => `Delete ${name}`,
    deleteConfirm: 'Delete',
    sure: 'Are you sure?',
    sureDocument: 'Are you sure you want to delete this document?',
  },
  ne: {
    description: 'कम्पनीको विवरण',
    industry: 'उद्योग',
    other: 'अन्य',
    customIndustry: 'उद्योग खुलाउनुहोस्',
    save: 'परिवर्तनहरू सेभ गर्नुहोस्',
    saved: 'परिवर्तनहरू सेभ भए!',
    uploadLogo: 'लोगो अपलोड गर्नुहोस्',
    deleteLogo: 'लोगो मेटाउनुहोस्',
    chooseDocuments: 'कागजातहरू छान्नुहोस्',
    uploadDocuments: 'कागजातहरू अपलोड गर्नुहोस्',
    download: (name: string) => `${name} डाउनलोड गर्नुहोस्`,
    remove: (name: string) => `${name} मेटाउनुहोस्`,
    deleteConfirm: 'मेटाउनुहोस्',
    sure: null,
    sureDocument: null,
  },
} as const;

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

for (const language of ['en', 'ne'] as const satisfies Language[]) {
  test(`company profile in ${language}: Other industry, logo, documents; a rejected employer goes back to review`, async ({
    page,
    request,
  }) => {
    const w = WORDS[language];
    const employer = await verifiedAccount(request, 'employer', `Phewa Paddle ${language}`);
    await sql("update users set approval_status = 'rejected', rejection_reason = 'Add documents' where email = $1", [
      employer.email,
    ]);
    await useLanguage(page, language);
    await loginViaApi(page, employer);
    await page.goto('/employer/profile');
    await expect(page.getByTestId('approval-rejected')).toContainText('Add documents');

    await page.getByRole('textbox', { name: w.description }).fill('Boats and kayaks on Phewa lake.');
    await page.getByLabel(w.industry, { exact: true }).selectOption({ label: w.other });
    const custom = page.getByRole('textbox', { name: w.customIndustry });
    await expect(custom).toBeVisible();
    await custom.fill('Water sports');
    await page.getByRole('button', { name: w.save }).click();
    await expect(page.getByTestId('profile-notice')).toHaveText(w.saved);
    await expect(page.getByTestId('approval-rejected')).toHaveCount(0);
    await expect(page.getByTestId('approval-pending')).toBeVisible();
    const [row] = (
      await sql(
        'select u.approval_status, u.rejection_reason, p.custom_industry from users u join employer_profiles p on p.user_id = u.id where u.email = $1',
        [employer.email],
      )
    ).rows;
    expect(row).toMatchObject({ approval_status: 'pending', rejection_reason: null, custom_industry: 'Water sports' });

    // Logo: upload, then delete after 'Are you sure?'.
    await page.getByLabel(w.uploadLogo).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.locator('img.company-logo-preview')).toBeVisible();
    await page.getByRole('button', { name: w.deleteLogo }).click();
    if (w.sure) await expect(page.getByRole('dialog')).toContainText(w.sure);
    await page.getByRole('dialog').getByRole('button', { name: w.deleteConfirm }).click();
    await expect(page.locator('img.company-logo-preview')).toHaveCount(0);

    // Documents: several at once, download one, delete one.
    await page.getByLabel(w.chooseDocuments).setInputFiles([
      { name: 'registration.pdf', mimeType: 'application/pdf', buffer: samplePdf('registration') },
      { name: 'pan.png', mimeType: 'image/png', buffer: PNG },
    ]);
    await page.getByRole('button', { name: w.uploadDocuments }).click();
    await expect(page.getByRole('button', { name: w.download('registration.pdf') })).toBeVisible();
    await expect(page.getByRole('button', { name: w.download('pan.png') })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: w.download('registration.pdf') }).click();
    expect((await download).suggestedFilename()).toBe('registration.pdf');
    await page.getByRole('button', { name: w.remove('pan.png') }).click();
    if (w.sureDocument) await expect(page.getByRole('dialog')).toContainText(w.sureDocument);
    await page.getByRole('dialog').getByRole('button', { name: w.deleteConfirm }).click();
    await expect(page.getByRole('button', { name: w.download('pan.png') })).toHaveCount(0);
    await expect(page.getByRole('button', { name: w.download('registration.pdf') })).toBeVisible();
  });
}
