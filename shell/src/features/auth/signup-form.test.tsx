import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from 'shared-api';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SignupForm } from './signup-form.tsx';

vi.mock('shared-api', async (original) => ({
  ...(await original<typeof import('shared-api')>()),
  api: vi.fn(),
}));

const apiMock = vi.mocked(api);

async function fill(user: ReturnType<typeof userEvent.setup>, name: string, password: string, confirm: string) {
  await user.type(screen.getByTestId('signup-name'), name);
  await user.type(screen.getByTestId('signup-email'), 'ram@example.com');
  await user.type(screen.getByTestId('signup-password'), password);
  await user.type(screen.getByTestId('signup-confirm-password'), confirm);
}

describe('SignupForm', () => {
  beforeEach(() => apiMock.mockReset());

  it('keeps submit disabled until the terms box is ticked', async () => {
    const user = userEvent.setup();
    render(<SignupForm signupRole="job_seeker" onSuccess={() => {}} />);
    const submit = screen.getByTestId('signup-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await user.click(screen.getByTestId('signup-terms'));
    expect(submit.disabled).toBe(false);
    const terms = screen.getByRole('link', { name: /Terms and Conditions/ });
    expect(terms.getAttribute('href')).toBe('/terms-and-conditions');
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: /Privacy Policy/ }).getAttribute('href')).toBe('/privacy-policy');
  });

  it('shows the mismatch message and sends nothing', async () => {
    const user = userEvent.setup();
    render(<SignupForm signupRole="job_seeker" onSuccess={() => {}} />);
    await fill(user, 'Ram Thapa', 'secret1', 'secret2');
    await user.click(screen.getByTestId('signup-terms'));
    await user.click(screen.getByTestId('signup-submit'));
    expect(await screen.findByText('Passwords do not match.')).toBeTruthy();
    expect(apiMock).not.toHaveBeenCalled();
  });

  it('sends the seeker payload exactly per the spec', async () => {
    apiMock.mockResolvedValue({ message: 'ok' });
    const onSuccess = vi.fn();
    const user = userEvent.setup();
    render(<SignupForm signupRole="job_seeker" onSuccess={onSuccess} />);
    await fill(user, 'Ram Thapa', 'secret1', 'secret1');
    await user.click(screen.getByTestId('signup-terms'));
    await user.click(screen.getByTestId('signup-submit'));
    expect(apiMock).toHaveBeenCalledTimes(1);
    const [path, request] = apiMock.mock.calls[0]!;
    expect(path).toBe('/auth/signup');
    expect(request?.method).toBe('POST');
    expect(request?.body).toEqual({
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
    });
    expect(onSuccess).toHaveBeenCalled();
  });

  it('sends the employer payload with the company name', async () => {
    apiMock.mockResolvedValue({ message: 'ok' });
    const user = userEvent.setup();
    render(<SignupForm signupRole="employer" onSuccess={() => {}} />);
    expect(screen.getByLabelText(/Company Name/)).toBeTruthy();
    await fill(user, 'Himal Traders', 'secret1', 'secret1');
    await user.click(screen.getByTestId('signup-terms'));
    await user.click(screen.getByTestId('signup-submit'));
    expect(apiMock.mock.calls[0]?.[1]?.body).toEqual({
      email: 'ram@example.com',
      password: 'secret1',
      role: 'employer',
      profile: { companyName: 'Himal Traders', description: '', website: '', address: '' },
    });
  });

  it("shows the server's message, else the fallback", async () => {
    const { ApiError } = await import('shared-api');
    apiMock.mockRejectedValueOnce(new ApiError('(the server sentence is not shown)', 429, 'auth.tooManyAttempts'));
    apiMock.mockRejectedValueOnce(new TypeError('network down'));
    const user = userEvent.setup();
    render(<SignupForm signupRole="job_seeker" onSuccess={() => {}} />);
    await fill(user, 'Ram Thapa', 'secret1', 'secret1');
    await user.click(screen.getByTestId('signup-terms'));
    await user.click(screen.getByTestId('signup-submit'));
    expect(await screen.findByText('Too many attempts. Please wait a minute and try again.')).toBeTruthy();
    await user.click(screen.getByTestId('signup-submit'));
    expect(await screen.findByText('An error occurred during signup.')).toBeTruthy();
  });
});
