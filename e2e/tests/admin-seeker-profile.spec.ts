import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { verifiedAccount } from '../support/accounts.ts';
import { findOnPages, type Lang, loginAsAdmin, openAdmin } from '../support/admin.ts';
import { BASE_URL } from '../support/e2e-env.ts';
import { uniqueWord } from '../support/jobs.ts';
import { expect, test } from '../support/test.ts';

const TEXT = {
  en: {
    title: (name: string) => `Job seeker ${name} | `,
    experience: 'Work experience',
    active: 'Active',
    back: 'Back to job seekers',
    download: 'Download resume',
  },
  ne: {
    title: (name: string) => `जागिर खोज्ने ${name} | `,
    experience: 'कार्य अनुभव',
    active: 'सक्रिय',
    back: 'जागिर खोज्नेहरूमा फर्कनुहोस्',
    download: 'बायोडाटा डाउनलोड गर्नुहोस्',
  },
} as const;

for (const lang of ['en', 'ne'] as const satisfies Lang[]) {
  const T = TEXT[lang];

  test(`admin in ${lang}: a seeker's name in the list opens their profile, résumé included`, async ({ page }) => {
    test.setTimeout(90_000);
    const seeker = await verifiedAccount(page.request, 'job_seeker', `Profile Seeker ${uniqueWord()}`);
    const login = await page.request.post(`${BASE_URL}/api/auth/login`, {
      data: { email: seeker.email, password: seeker.password, role: 'job_seeker' },
    });
    const { token } = (await login.json()) as { token: string };
    const headline = `Cook at Lakeside ${uniqueWord()}`;
    const headers = { authorization: `Bearer ${token}` };
    const profile = await page.request.put(`${BASE_URL}/api/users/profile`, {
      headers,
      data: { fullName: seeker.name, headline, summary: 'Ten years in hotel kitchens.' },
    });
    expect(profile.status(), await profile.text()).toBeLessThan(300);
    const experience = await page.request.post(`${BASE_URL}/api/users/experience`, {
      headers,
      data: { title: 'Head cook', company: 'Hotel Fewa', startDate: '2020-03-01', present: true },
    });
    expect(experience.status(), await experience.text()).toBeLessThan(300);
    const resumeBytes = Buffer.from(`%PDF-1.4\n% résumé of ${seeker.name}\n%%EOF\n`);
    const resume = await page.request.post(`${BASE_URL}/api/users/profile/resume`, {
      headers,
      multipart: { resume: { name: 'head-cook-cv.pdf', mimeType: 'application/pdf', buffer: resumeBytes } },
    });
    expect(resume.status(), await resume.text()).toBeLessThan(300);

    await loginAsAdmin(page);
    await openAdmin(page, '/admin/seekers', lang);
    const link = await findOnPages(page, page.getByRole('link', { name: seeker.name, exact: true }), lang);
    await link.click();

    await expect(page).toHaveURL(/\/admin\/seekers\/[0-9a-f-]{36}$/);
    await expect(page).toHaveTitle(new RegExp(`^${T.title(seeker.name).replace('|', '\\|')}`));
    await expect(page.getByRole('heading', { level: 2, name: seeker.name })).toBeVisible();
    await expect(page.getByText(headline)).toBeVisible();
    await expect(page.getByRole('heading', { name: T.experience })).toBeVisible();
    await expect(page.getByText('Head cook')).toBeVisible();
    await expect(page.getByText(seeker.email)).toBeVisible();
    await expect(page.locator('.applicant-header')).toContainText(T.active);

    await expect(page.getByTestId('resume-name')).toHaveText('head-cook-cv.pdf');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: T.download }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('head-cook-cv.pdf');
    const saved = await download.path();
    expect(readFileSync(saved)).toEqual(resumeBytes);
    for (const [width, height] of [
      [1366, 768],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: test.info().outputPath(`admin-seeker-${lang}-${width}.png`), fullPage: true });
    }

    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    await page.getByRole('link', { name: T.back }).click();
    await expect(page).toHaveURL(/\/admin\/seekers$/);
  });
}
