import { verifiedAccount } from '../support/accounts.ts';
import { sql } from '../support/database.ts';
import { expect, test } from '../support/test.ts';
import { languageToggle, loginViaApi } from '../support/ui.ts';

// The admin approval screens come later; until then the state is set in the database directly.
async function setApproval(email: string, status: 'approved' | 'rejected', reason: string | null) {
  await sql('update users set approval_status = $2, rejection_reason = $3 where email = $1', [email, status, reason]);
}

test('a rejected employer sees the red banner with the reason and a link to the profile', async ({ page, request }) => {
  const account = await verifiedAccount(request, 'employer', 'Lakeside Hotel');
  await setApproval(account.email, 'rejected', 'Registration certificate is missing.');
  await loginViaApi(page, account);
  await page.goto('/employer/dashboard');
  const banner = page.getByTestId('approval-rejected');
  await expect(banner).toContainText('Reason: Registration certificate is missing.');
  await expect(banner).toHaveClass(/alert-error/);
  await expect(banner.getByRole('link', { name: 'Update your profile for re-review' })).toHaveAttribute(
    'href',
    '/employer/profile',
  );
  await languageToggle(page).click();
  await expect(banner).toContainText('कारण: Registration certificate is missing.');
});

test("a rejection without a reason says 'No reason provided.'; approval removes the banner", async ({
  page,
  request,
}) => {
  const account = await verifiedAccount(request, 'employer', 'Annapurna Crafts');
  await setApproval(account.email, 'rejected', null);
  await loginViaApi(page, account);
  await page.goto('/employer/dashboard');
  await expect(page.getByTestId('approval-rejected')).toContainText('No reason provided.');

  await setApproval(account.email, 'approved', null);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Annapurna Crafts' })).toBeVisible();
  await expect(page.getByTestId('approval-rejected')).toHaveCount(0);
  await expect(page.getByTestId('approval-pending')).toHaveCount(0);
});
