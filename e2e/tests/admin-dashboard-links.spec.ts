import { findOnPages, type Lang, loginAsAdmin, openAdmin } from '../support/admin.ts';
import { deactivate } from '../support/database.ts';
import { BASE_URL } from '../support/e2e-env.ts';
import { approvedEmployer, insertJob, uniqueWord } from '../support/jobs.ts';
import { expect, test } from '../support/test.ts';

const TEXT = {
  en: {
    open: 'Open jobs',
    expired: 'Expired jobs',
    hidden: 'Hidden jobs (employer inactive)',
    closed: 'Closed jobs',
    approved: 'Approved employers',
    rejected: 'Rejected employers',
    pending: 'Employers awaiting approval',
    seekers: 'Job seekers',
    show: 'Show',
    states: { expired: 'Expired', hidden: 'Hidden (employer inactive)', closed: 'Closed' },
    marks: { expired: '(expired)', hidden: '(hidden: employer inactive)', closed: '(closed)' },
    approval: 'Approval status',
    approvedBadge: 'Approved',
    digits: /^[0-9,]+$/,
  },
  ne: {
    open: 'खुला जागिर',
    expired: 'म्याद सकिएका जागिर',
    hidden: 'लुकेका जागिर (रोजगारदाता निष्क्रिय)',
    closed: 'बन्द जागिर',
    approved: 'स्वीकृत रोजगारदाता',
    rejected: 'अस्वीकृत रोजगारदाता',
    pending: 'स्वीकृति पर्खिरहेका रोजगारदाता',
    seekers: 'जागिर खोज्नेहरू',
    show: 'देखाउनुहोस्',
    states: { expired: 'म्याद सकिएका', hidden: 'लुकेका (रोजगारदाता निष्क्रिय)', closed: 'बन्द' },
    marks: { expired: '(म्याद सकिएको)', hidden: '(लुकेको: रोजगारदाता निष्क्रिय)', closed: '(बन्द)' },
    approval: 'स्वीकृतिको अवस्था',
    approvedBadge: 'स्वीकृत',
    digits: /^[०-९,]+$/,
  },
} as const;

const DEVANAGARI = '०१२३४५६७८९';
const toNumber = (text: string) =>
  Number(text.replace(/[०-९]/g, (digit) => String(DEVANAGARI.indexOf(digit))).replaceAll(',', ''));

test.describe('admin dashboard: the public counts, each a link to its filtered list', () => {
  test.describe.configure({ timeout: 120_000 });
  const titles = { open: '', expired: '', hidden: '', closed: '' };

  test.beforeAll(async ({ request }) => {
    const employer = await approvedEmployer(request, `Counts Co ${uniqueWord()}`);
    titles.open = `Counted open ${uniqueWord()}`;
    titles.expired = `Counted expired ${uniqueWord()}`;
    titles.closed = `Counted closed ${uniqueWord()}`;
    await insertJob(employer.id, { title: titles.open });
    await insertJob(employer.id, { title: titles.expired, applicationDeadline: '2020-01-01' });
    await insertJob(employer.id, { title: titles.closed, status: 'closed' });
    const gone = await approvedEmployer(request, `Gone Co ${uniqueWord()}`);
    titles.hidden = `Counted hidden ${uniqueWord()}`;
    await insertJob(gone.id, { title: titles.hidden });
    await deactivate(gone.email);
  });

  for (const lang of ['en', 'ne'] as const satisfies Lang[]) {
    const T = TEXT[lang];

    test(`in ${lang}: open jobs equal the public list's total; each count opens its list`, async ({ page }) => {
      await loginAsAdmin(page);
      await openAdmin(page, '/admin/dashboard', lang);
      const figure = (label: string) =>
        page.getByRole('link', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\s`) });

      // Other tests add jobs meanwhile: the figure and the public total are compared until they agree.
      await expect(async () => {
        await page.reload();
        const text = (await figure(T.open).locator('.figure-value').textContent())?.trim() ?? '';
        expect(text).toMatch(T.digits);
        const publicTotal = ((await (await page.request.get(`${BASE_URL}/api/jobs`)).json()) as { total: number })
          .total;
        expect(toNumber(text)).toBe(publicTotal);
      }).toPass({ timeout: 30_000 });

      await expect(figure(T.open)).toHaveAttribute('href', '/admin/jobs?state=open');
      await expect(figure(T.approved)).toHaveAttribute('href', '/admin/employers?approvalStatus=approved');
      await expect(figure(T.rejected)).toHaveAttribute('href', '/admin/employers?approvalStatus=rejected');
      await expect(figure(T.pending)).toHaveAttribute('href', '/admin/approvals');
      await expect(figure(T.seekers)).toHaveAttribute('href', '/admin/seekers');

      for (const state of ['expired', 'hidden', 'closed'] as const) {
        await openAdmin(page, '/admin/dashboard', lang);
        await figure(T[state]).click();
        await expect(page).toHaveURL(new RegExp(`/admin/jobs\\?state=${state}$`));
        await expect(page.getByLabel(T.show)).toHaveValue(state);
        await expect(page.getByLabel(T.show).locator('option:checked')).toHaveText(T.states[state]);
        const row = await findOnPages(page, page.getByTestId('job-row').filter({ hasText: titles[state] }), lang);
        await expect(row).toContainText(T.marks[state]);
        // Only jobs in that state are listed.
        for (const other of await page.getByTestId('job-row').all()) await expect(other).toContainText(T.marks[state]);
        await expect(page.getByTestId('job-row').filter({ hasText: titles.open })).toHaveCount(0);
      }

      await openAdmin(page, '/admin/dashboard', lang);
      await figure(T.approved).click();
      await expect(page).toHaveURL(/\/admin\/employers\?approvalStatus=approved$/);
      await expect(page.getByLabel(T.approval)).toHaveValue('approved');
      await expect(page.getByTestId('employer-row').first()).toBeVisible();
      for (const row of await page.getByTestId('employer-row').all()) await expect(row).toContainText(T.approvedBadge);

      // The filter is the page's address: a reload keeps it.
      await page.reload();
      await expect(page.getByLabel(T.approval)).toHaveValue('approved');
    });
  }
});
