import { expect, type Locator, type Page } from '@playwright/test';
import type { NewAccount } from './accounts.ts';
import { BASE_URL } from './e2e-env.ts';

/**
 * Locators for the shell's chrome, in one place: header, slide-in auth panel, language toggle.
 * Accessible names come from shell/src/i18n/shell-en.ts and shared-ui's common bundle.
 */
export const header = (page: Page): Locator => page.getByRole('banner');

/** The browser key of the session (shared-api STORAGE_KEYS.session, written by zustand persist). */
const SESSION_KEY = 'portal.session';

/** Hands a token to the page before any script runs, as the shell stores a session (checked by its init). */
export async function seedToken(page: Page, token: string): Promise<void> {
  await page.addInitScript(
    ([key, value]) =>
      window.localStorage.setItem(key, JSON.stringify({ state: { token: value, user: null }, version: 0 })),
    [SESSION_KEY, token] as const,
  );
}

/** The token the page has stored (null when logged out). */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(
    (key) =>
      (JSON.parse(window.localStorage.getItem(key) ?? '{}') as { state?: { token?: string | null } }).state?.token ??
      null,
    SESSION_KEY,
  );
}

export const authPanel = (page: Page): Locator => page.getByRole('dialog');

/** A public page's URL in a language: English at the plain path, Nepali under /ne/ (`pageIn('ne', '/')` is `/ne/`). */
export const pageIn = (language: 'en' | 'ne', path: string): string => (language === 'ne' ? `/ne${path}` : path);

/** The language toggle: a link to the page's other URL on a public page, a button in a signed-in area. */
export const languageToggle = (page: Page): Locator => page.getByTestId('language-toggle');

export async function openAuthPanel(page: Page, mode: 'login' | 'signup'): Promise<Locator> {
  await header(page)
    .getByRole('button', { name: mode === 'login' ? 'Login' : 'Sign up', exact: true })
    .click();
  const panel = authPanel(page);
  await expect(panel).toBeVisible();
  return panel;
}

export async function pickRole(panel: Locator, role: NewAccount['role']): Promise<void> {
  await panel.getByRole('tab', { name: role === 'job_seeker' ? 'Job seeker' : 'Employer', exact: true }).click();
}

/** Fills and submits the panel's login form (the panel must be open). */
export async function loginInPanel(page: Page, account: Pick<NewAccount, 'email' | 'password' | 'role'>) {
  const panel = authPanel(page);
  await pickRole(panel, account.role);
  await panel.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await panel.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await panel.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Logs in through the API and stores the session where the shell looks for it, before the page loads. */
export async function loginViaApi(page: Page, account: Pick<NewAccount, 'email' | 'password' | 'role'>) {
  const res = await page.request.post(`${BASE_URL}/api/auth/login`, {
    data: { email: account.email, password: account.password, role: account.role },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { token } = (await res.json()) as { token: string };
  await seedToken(page, token);
}
