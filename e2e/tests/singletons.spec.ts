import { verifiedAccount } from '../support/accounts.ts';
import { expect, test } from '../support/test.ts';
import { loginViaApi } from '../support/ui.ts';

test('shell and remotes share one React and one session store', async ({ page, request }) => {
  const account = await verifiedAccount(request, 'employer');
  await loginViaApi(page, account);
  await page.goto('/employer/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${account.name}` })).toBeVisible();
  // Client-side navigation to a second remote in the same page.
  await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gandaki Province Job Portal' })).toBeVisible();

  const result = await page.evaluate(() => {
    type ReactLike = { useState?: unknown; createElement?: unknown; version?: string };
    type Exposed = { React: ReactLike; useSession: unknown };
    type StoreHook = { getState: () => { user: { email: string } | null } };
    const portal = window as unknown as { __portal?: Exposed; __portalRemotes?: Record<string, Exposed> };
    const shell = portal.__portal;
    const remotes = portal.__portalRemotes ?? {};
    return {
      shellExposed: Boolean(shell?.React && shell?.useSession),
      remotes: Object.keys(remotes).sort(),
      // Compare React's own functions: the shell may hold the module namespace and a remote the default export.
      sameReact: Object.values(remotes).every(
        (remote) =>
          typeof remote.React.useState === 'function' &&
          remote.React.useState === shell?.React.useState &&
          remote.React.createElement === shell?.React.createElement,
      ),
      sameStore: Object.values(remotes).every((remote) => remote.useSession === shell?.useSession),
      storeUser: (shell?.useSession as StoreHook | undefined)?.getState().user?.email,
    };
  });
  expect(result.shellExposed).toBe(true);
  expect(result.remotes).toEqual(['employer_app', 'public_site']);
  expect(result.sameReact).toBe(true);
  expect(result.sameStore).toBe(true);
  expect(result.storeUser).toBe(account.email);
});
