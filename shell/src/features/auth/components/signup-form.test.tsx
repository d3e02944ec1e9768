import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch } from '../../../test/answer-fetch.ts';
import { fieldError, renderShell } from '../../../test/render.tsx';
import { SignupForm } from './signup-form.tsx';

const created = (): [number, unknown] => [201, { message: 'Account created.' }];

async function fill(name: string, password: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(screen.getByTestId('signup-name'), name);
  await user.type(screen.getByTestId('signup-email'), ' Ram@Example.com ');
  await user.type(screen.getByTestId('signup-password'), password);
  await user.type(screen.getByTestId('signup-confirm-password'), confirm);
  await user.click(screen.getByTestId('signup-terms'));
  return user;
}

describe('SignupForm', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(() => i18next.changeLanguage('en'));
  });

  it('keeps submit disabled until the terms box is ticked', async () => {
    const user = userEvent.setup();
    renderShell(<SignupForm signupRole="job_seeker" onSuccess={() => {}} />);
    const submit = screen.getByTestId('signup-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await user.click(screen.getByTestId('signup-terms'));
    expect(submit.disabled).toBe(false);
    const terms = screen.getByRole('link', { name: /Terms and Conditions/ });
    expect(terms.getAttribute('href')).toBe('/terms-and-conditions');
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: /Privacy Policy/ }).getAttribute('href')).toBe('/privacy-policy');
  });

  it("shows the contract's field errors in English and Nepali, focuses the first and sends nothing", async () => {
    const sent = answerFetch(created);
    renderShell(<SignupForm signupRole="job_seeker" onSuccess={() => {}} />);
    const user = await fill('  ', 'secret1', 'secret2');
    await user.click(screen.getByTestId('signup-submit'));

    const name = screen.getByTestId('signup-name');
    const confirm = screen.getByTestId('signup-confirm-password');
    expect(await screen.findByText('Full name is required.')).toBeTruthy();
    expect(fieldError(name)).toBe('Full name is required.');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);

    await user.type(name, 'Ram Thapa');
    await user.click(screen.getByTestId('signup-submit'));
    expect(await screen.findByText('Passwords do not match.')).toBeTruthy();
    expect(fieldError(confirm)).toBe('Passwords do not match.');
    expect(document.activeElement).toBe(confirm);

    await act(() => i18next.changeLanguage('ne'));
    expect(fieldError(confirm)).toBe('पासवर्डहरू मिलेनन्।');
    await user.clear(name);
    await user.click(screen.getByTestId('signup-submit'));
    await vi.waitFor(() => expect(fieldError(name)).toBe('पूरा नाम आवश्यक छ।'));
    expect(sent).toEqual([]);
  });

  it('sends the seeker payload exactly per the spec (schema defaults fill the empty profile)', async () => {
    const sent = answerFetch(created);
    const onSuccess = vi.fn();
    renderShell(<SignupForm signupRole="job_seeker" onSuccess={onSuccess} />);
    const user = await fill('Ram Thapa ', 'secret1', 'secret1');
    await user.click(screen.getByTestId('signup-submit'));
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/auth/signup',
        body: {
          email: 'ram@example.com',
          password: 'secret1',
          role: 'job_seeker',
          profile: {
            fullName: 'Ram Thapa',
            headline: '',
            summary: '',
            contact: { phone: '', address: '' },
            skills: [],
            certifications: [],
            preferences: { expectedSalary: 0, jobTypes: [], locations: [], industries: [] },
          },
        },
      },
    ]);
  });

  it('sends the employer payload with the company name', async () => {
    const sent = answerFetch(created);
    renderShell(<SignupForm signupRole="employer" onSuccess={() => {}} />);
    expect(screen.getByLabelText(/Company Name/)).toBeTruthy();
    const user = await fill('Himal Traders', 'secret1', 'secret1');
    await user.click(screen.getByTestId('signup-submit'));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      email: 'ram@example.com',
      password: 'secret1',
      role: 'employer',
      profile: { companyName: 'Himal Traders', description: '', website: '', address: '' },
    });
  });

  it("puts a server field error on its field in the chosen language, the server's other refusals in the alert", async () => {
    const answers: [number, unknown][] = [
      [400, { message: 'Full name is invalid.', code: 'validation.control_character', field: 'profile.fullName' }],
      [429, { message: '(the sentence is not shown)', code: 'auth.tooManyAttempts' }],
    ];
    answerFetch(() => {
      const next = answers.shift();
      if (!next) throw new TypeError('network down');
      return next;
    });
    renderShell(<SignupForm signupRole="job_seeker" onSuccess={() => {}} />);
    await act(() => i18next.changeLanguage('ne'));
    const user = await fill('Ram Thapa', 'secret1', 'secret1');
    const name = screen.getByTestId('signup-name');
    await user.click(screen.getByTestId('signup-submit'));
    await vi.waitFor(() => expect(fieldError(name)).toBe('पाठमा अनुमति नभएको अक्षर छ।'));
    expect(document.activeElement).toBe(name);
    expect(screen.queryByTestId('signup-error')).toBeNull();

    await act(() => i18next.changeLanguage('en'));
    await user.click(screen.getByTestId('signup-submit'));
    expect((await screen.findByTestId('signup-error')).textContent).toBe(
      'Too many attempts. Please wait a minute and try again.',
    );
    await user.click(screen.getByTestId('signup-submit'));
    await vi.waitFor(() =>
      expect(screen.getByTestId('signup-error').textContent).toBe(
        'Could not reach the server. Please check your connection and try again.',
      ),
    );
  });
});
