import { newAccount, VERIFY_SUBJECT } from '../support/accounts.ts';
import { linkFrom, waitForMail } from '../support/mailbox.ts';
import { expect, test } from '../support/test.ts';
import { authPanel, header } from '../support/ui.ts';

/** The accessible names the journey uses, per language (shell and employer-app bundles). */
const words = {
  en: {
    signup: 'Sign up',
    login: 'Login',
    job_seeker: 'Job seeker',
    employer: 'Employer',
    fullName: 'Full Name',
    companyName: 'Company Name',
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm Password',
    createAccount: 'Create Account',
    verified: 'Email successfully verified!',
    welcome: (name: string) => `Welcome, ${name}`,
    pending: 'Your profile is under review',
  },
  ne: {
    signup: 'साइन अप',
    login: 'लगइन',
    job_seeker: 'जागिर खोज्ने',
    employer: 'रोजगारदाता',
    fullName: 'पूरा नाम',
    companyName: 'कम्पनीको नाम',
    email: 'इमेल',
    password: 'पासवर्ड',
    confirmPassword: 'पासवर्ड पुष्टि गर्नुहोस्',
    createAccount: 'खाता बनाउनुहोस्',
    verified: 'इमेल सफलतापूर्वक प्रमाणित भयो!',
    welcome: (name: string) => `स्वागत छ, ${name}`,
    pending: 'तपाईंको प्रोफाइल समीक्षामा छ',
  },
} as const;

const journeys = [
  { role: 'job_seeker', language: 'en' },
  { role: 'employer', language: 'en' },
  { role: 'job_seeker', language: 'ne' },
  { role: 'employer', language: 'ne' },
] as const;

for (const { role, language } of journeys) {
  test(`${role} signs up in the panel, verifies by mail and logs in (${language})`, async ({ page }) => {
    const w = words[language];
    const account = newAccount(role);
    await page.addInitScript((lang) => window.localStorage.setItem('portal.language', lang), language);
    const field = (name: string) => authPanel(page).getByRole('textbox', { name, exact: true });
    const chooseRole = () => authPanel(page).getByRole('tab', { name: w[role], exact: true }).click();

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await header(page).getByRole('button', { name: w.signup, exact: true }).click();
    await expect(authPanel(page)).toBeVisible();
    await chooseRole();
    await field(role === 'job_seeker' ? w.fullName : w.companyName).fill(account.name);
    await field(w.email).fill(account.email);
    await field(w.password).fill(account.password);
    await field(w.confirmPassword).fill(account.password);
    const submit = authPanel(page).getByRole('button', { name: w.createAccount });
    await expect(submit).toBeDisabled();
    await authPanel(page).getByRole('checkbox').check();
    await submit.click();
    await expect(page).toHaveURL(/\/please-verify$/);

    const mail = await waitForMail(account.email, VERIFY_SUBJECT);
    await page.goto(linkFrom(mail));
    await expect(page.getByText(w.verified)).toBeVisible();

    await page.goto('/');
    await header(page).getByRole('button', { name: w.login, exact: true }).click();
    await chooseRole();
    await field(w.email).fill(account.email);
    await field(w.password).fill(account.password);
    await authPanel(page).getByRole('button', { name: w.login, exact: true }).click();
    await expect(authPanel(page)).toBeHidden();

    if (role === 'job_seeker') {
      await expect(page).toHaveURL(/\/jobs$/);
      return;
    }
    await expect(page).toHaveURL(/\/employer\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: w.welcome(account.name) })).toBeVisible();
    const banner = page.getByTestId('approval-pending');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(w.pending);
    await expect(banner).toHaveClass(/alert-warning/);
    // Yellow: strong red and green, weaker blue.
    const [red, green, blue] = (await banner.evaluate((el) => getComputedStyle(el).backgroundColor))
      .match(/\d+/g)!
      .map(Number);
    expect(red).toBeGreaterThan(200);
    expect(green).toBeGreaterThan(200);
    expect(blue).toBeLessThan(green! - 20);
  });
}
