import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { BASE_URL } from './e2e-env.ts';
import { linkFrom, waitForMail } from './mailbox.ts';

export const TEST_PASSWORD = 'secret-pass-1';
export const VERIFY_SUBJECT = /Verify your email/;

/** An address no other test (or earlier run against the same database) uses. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${randomUUID().slice(0, 8)}@e2e.test`.toLowerCase();
}

export type NewAccount = { email: string; password: string; role: 'job_seeker' | 'employer'; name: string };

function signupBody(account: NewAccount) {
  const profile =
    account.role === 'job_seeker'
      ? {
          fullName: account.name,
          headline: '',
          summary: '',
          contact: { phone: '', address: '' },
          skills: [],
          certifications: [],
          preferences: { expectedSalary: 0, jobTypes: [], locations: [], industries: [] },
        }
      : { companyName: account.name, description: '', website: '', address: '' };
  return { email: account.email, password: account.password, role: account.role, profile };
}

export function newAccount(role: NewAccount['role'], name?: string): NewAccount {
  const email = uniqueEmail(role === 'job_seeker' ? 'seeker' : 'employer');
  return {
    email,
    password: TEST_PASSWORD,
    role,
    name: name ?? (role === 'job_seeker' ? 'Sita Sharma' : 'Pokhara Traders'),
  };
}

/** Signs up through the API (for tests that are not about signup). */
export async function signupViaApi(request: APIRequestContext, account: NewAccount): Promise<void> {
  const res = await request.post(`${BASE_URL}/api/auth/signup`, { data: signupBody(account) });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

/** Follows the verification mail's link through the API. */
export async function verifyViaMail(request: APIRequestContext, email: string): Promise<void> {
  const link = new URL(linkFrom(await waitForMail(email, VERIFY_SUBJECT)));
  const token = link.searchParams.get('token');
  expect(token, `verification link ${link} has a token`).toBeTruthy();
  const res = await request.post(`${BASE_URL}/api/auth/verify-email`, { data: { token } });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

/** A verified account ready to log in. */
export async function verifiedAccount(
  request: APIRequestContext,
  role: NewAccount['role'],
  name?: string,
): Promise<NewAccount> {
  const account = newAccount(role, name);
  await signupViaApi(request, account);
  await verifyViaMail(request, account.email);
  return account;
}
