import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { BASE_URL, ENV, requiredEnv } from './e2e-env.ts';
import { languageToggle, seedToken } from './ui.ts';

export type Lang = 'en' | 'ne';

/** The admin screens' strings the tests use, in both languages (admin-app/src/i18n, shared-ui common). */
export const ADMIN_TEXT = {
  en: {
    next: 'Next',
    saved: 'Saved successfully.',
    addNew: 'Add new',
    save: 'Save',
    nameEn: 'Name (English)',
    nameNe: 'Name (Nepali)',
    key: 'Key',
    min: 'Min',
    max: 'Max',
    order: 'Order',
    edit: (name: string) => `Edit ${name}`,
    created: (name: string) => `Employer ${name} added. Use its Edit button to add the logo and documents.`,
    approve: (name: string) => `Approve ${name}`,
    reject: (name: string) => `Reject ${name}`,
    rejectConfirm: 'Reject',
    reason: 'Reason for rejection',
    reasonRequired: 'Please provide a reason for rejection.',
    deactivate: (name: string) => `Deactivate ${name}`,
    deactivateConfirm: 'Deactivate',
    inactive: 'Inactive',
    addEmployer: 'Add employer',
    companyName: 'Company name',
    email: 'Email',
    password: 'Password',
    website: 'Website',
    chooseLogo: 'Choose a new logo',
    uploadLogo: 'Upload logo',
    chooseDocuments: 'Choose documents to upload',
    uploadDocuments: 'Upload documents',
    logoOf: (name: string) => `Logo of ${name}`,
    download: (name: string) => `Download ${name}`,
    close: 'Close',
    postJob: 'Post a job',
    employer: 'Employer',
    jobTitle: 'Job title',
    postSubmit: 'Post job',
    selectEmployer: 'Please select an employer to post on behalf of.',
    audit: { approve: 'Approved', reject: 'Rejected', create: 'Created', update: 'Edited', deactivate: 'Deactivated' },
  },
  ne: {
    next: 'अर्को',
    saved: 'सफलतापूर्वक सेभ गरियो।',
    addNew: 'नयाँ थप्नुहोस्',
    save: 'सेभ गर्नुहोस्',
    nameEn: 'नाम (अङ्ग्रेजी)',
    nameNe: 'नाम (नेपाली)',
    key: 'कुञ्जी',
    min: 'न्यूनतम',
    max: 'अधिकतम',
    order: 'क्रम',
    edit: (name: string) => `${name} सम्पादन गर्नुहोस्`,
    created: (name: string) => `रोजगारदाता ${name} थपियो। लोगो र कागजात थप्न यसको सम्पादन बटन थिच्नुहोस्।`,
    approve: (name: string) => `${name} स्वीकृत गर्नुहोस्`,
    reject: (name: string) => `${name} अस्वीकृत गर्नुहोस्`,
    rejectConfirm: 'अस्वीकृत गर्नुहोस्',
    reason: 'अस्वीकृतिको कारण',
    reasonRequired: 'कृपया अस्वीकृतिको कारण दिनुहोस्।',
    deactivate: (name: string) => `${name} निष्क्रिय गर्नुहोस्`,
    deactivateConfirm: 'निष्क्रिय गर्नुहोस्',
    inactive: 'निष्क्रिय',
    addEmployer: 'रोजगारदाता थप्नुहोस्',
    companyName: 'कम्पनीको नाम',
    email: 'इमेल',
    password: 'पासवर्ड',
    website: 'वेबसाइट',
    chooseLogo: 'नयाँ लोगो छान्नुहोस्',
    uploadLogo: 'लोगो अपलोड गर्नुहोस्',
    chooseDocuments: 'अपलोड गर्ने कागजातहरू छान्नुहोस्',
    uploadDocuments: 'कागजातहरू अपलोड गर्नुहोस्',
    logoOf: (name: string) => `${name} को लोगो`,
    download: (name: string) => `${name} डाउनलोड गर्नुहोस्`,
    close: 'बन्द गर्नुहोस्',
    postJob: 'जागिर पोस्ट गर्नुहोस्',
    employer: 'रोजगारदाता',
    jobTitle: 'पदको नाम',
    postSubmit: 'जागिर पोस्ट गर्नुहोस्',
    selectEmployer: 'कृपया कुन रोजगारदाताको तर्फबाट पोस्ट गर्ने हो छान्नुहोस्।',
    audit: {
      approve: 'स्वीकृत गरियो',
      reject: 'अस्वीकृत गरियो',
      create: 'सिर्जना गरियो',
      update: 'सम्पादन गरियो',
      deactivate: 'निष्क्रिय गरियो',
    },
  },
} as const;

/** A session token of the run's admin, for API calls. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post(`${BASE_URL}/api/auth/login`, {
    data: { email: requiredEnv(ENV.adminEmail), password: requiredEnv(ENV.adminPassword), role: 'admin' },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** Logs in as the run's admin through the API; the shell picks the token up when the page loads. */
export async function loginAsAdmin(page: Page): Promise<void> {
  await seedToken(page, await adminToken(page.request));
}

/** Opens an admin page, in Nepali when asked (the toggle's choice persists for the page's later loads). */
export async function openAdmin(page: Page, path: string, lang: Lang): Promise<void> {
  await page.goto(path);
  await expect(
    page.getByRole('navigation', { name: 'Admin panel' }).or(page.getByRole('navigation', { name: 'प्रशासक प्यानल' })),
  ).toBeVisible();
  const html = page.locator('html');
  if (lang === 'ne' && (await html.getAttribute('lang')) !== 'ne') {
    await languageToggle(page).click();
    await expect(page.getByRole('navigation', { name: 'प्रशासक प्यानल' })).toBeVisible();
  }
}

/**
 * Admin lists are paged in the browser (10 a page, 5 on approvals) and other tests add rows at the same time, so
 * walk the pages until the row shows: back to the first page, then forward. The list may still be loading, or
 * show cached rows while fresh ones arrive, and a re-render may replace a pager button between two looks at it,
 * so every look is short and the whole walk is retried until the row shows.
 */
export async function findOnPages(page: Page, target: Locator, lang: Lang): Promise<Locator> {
  const pager = page.getByRole('navigation', { name: lang === 'ne' ? 'पृष्ठहरू' : 'Pagination' });
  const previous = pager.getByRole('button', { name: lang === 'ne' ? 'अघिल्लो' : 'Previous' });
  const next = pager.getByRole('button', { name: ADMIN_TEXT[lang].next });
  const row = target.first();
  const step = async (button: Locator): Promise<boolean> => {
    if ((await button.count()) === 0 || !(await button.isEnabled({ timeout: 1000 }))) return false;
    await button.click({ timeout: 2000 });
    return true;
  };
  await expect(async () => {
    for (let turn = 0; turn < 50 && !(await row.isVisible()); turn += 1) {
      if (!(await step(previous))) break;
    }
    for (let turn = 0; turn < 50 && !(await row.isVisible()); turn += 1) {
      if (!(await step(next))) break;
    }
    await expect(row).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  return row;
}

/** The audit log shows a row with every one of these texts (searched across its pages). */
export async function expectAudited(page: Page, lang: Lang, texts: string[]): Promise<void> {
  await page
    .getByRole('navigation', { name: lang === 'ne' ? 'प्रशासक प्यानल' : 'Admin panel' })
    .getByRole('link', { name: lang === 'ne' ? 'परिवर्तन अभिलेख' : 'Audit log' })
    .click();
  let row = page.getByTestId('audit-row');
  for (const text of texts) row = row.filter({ hasText: text });
  await findOnPages(page, row, lang);
}
