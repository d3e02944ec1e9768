import AxeBuilder from '@axe-core/playwright';
import { approvedEmployer, insertJob, uniqueWord } from '../support/jobs.ts';
import { expect, test } from '../support/test.ts';
import { pageIn } from '../support/ui.ts';

// Search across scripts: Nepali typed in Latin letters finds a Devanagari ad, and the keyword box's
// suggestions are taken with the keyboard, in both languages.
const UI = {
  en: { keyword: 'Keyword', suggestions: 'Suggestions', title: 'Job title' },
  ne: { keyword: 'मुख्य शब्द', suggestions: 'सुझावहरू', title: 'पदको नाम' },
} as const;

for (const language of ['en', 'ne'] as const) {
  test(`"lekhapal" in the keyword box finds लेखापाल; a suggestion is picked with the keyboard (${language})`, async ({
    page,
    request,
  }) => {
    const word = uniqueWord();
    const employer = await approvedEmployer(request, 'Phewa Lekha Sewa');
    const title = `लेखापाल ${word}`;
    const other = `Hotel cook ${word}`;
    await insertJob(employer.id, { title, description: 'हाम्रो कार्यालयका लागि अनुभवी लेखापाल चाहियो।' });
    await insertJob(employer.id, { title: other, description: 'Kitchen work in a lakeside hotel.' });
    if (language === 'ne') {
      await page.addInitScript(() => window.localStorage.setItem('portal.language', 'ne'));
    }
    await page.goto(pageIn(language, '/jobs'));
    const box = page.getByRole('combobox', { name: UI[language].keyword });

    // Romanized Nepali, typed: the Devanagari ad is found, the other job of the same employer is not.
    // Typed again if the page was still hydrating (a server-rendered page may reset the box once).
    await expect(async () => {
      await box.fill(`lekhapal ${word}`);
      await expect(page).toHaveURL(/[?&]q=lekhapal/, { timeout: 2000 });
    }).toPass();
    await expect(page.getByTestId('job-card')).toHaveCount(1);
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await expect(page.getByRole('link', { name: other })).toHaveCount(0);

    // The suggestion list: the ad's title, announced as a job title; axe finds nothing serious with it open.
    const list = page.getByRole('listbox', { name: UI[language].suggestions });
    const option = list.getByRole('option', { name: new RegExp(title) });
    await expect(option).toBeVisible();
    await expect(option).toContainText(UI[language].title);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
      [],
    );

    // Keyboard: Down highlights it (aria-activedescendant), Enter takes it into the box and searches for it.
    await box.press('ArrowDown');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '');
    await box.press('Enter');
    await expect(box).toHaveValue(title);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(title).replaceAll('%20', '(\\+|%20)')}`));
    await expect(page.getByRole('link', { name: title })).toBeVisible();

    // Escape on the closed list clears the box.
    await box.press('Escape');
    await expect(box).toHaveValue('');
  });
}
