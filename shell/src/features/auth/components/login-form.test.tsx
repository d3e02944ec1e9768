import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useSession } from 'shared-api';
import { wireUser } from 'shared-api/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, type SentRequest } from '../../../test/answer-fetch.ts';
import { renderShell } from '../../../test/render.tsx';
import { LoginForm } from './login-form.tsx';

const wireSeeker = wireUser('job_seeker', { id: 'u1' });

function renderLogin(onSuccess = vi.fn()) {
  renderShell(<LoginForm loginRole="job_seeker" onSuccess={onSuccess} fallbackError="fallback" submitLabel="Login" />);
  return onSuccess;
}

async function logIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByTestId('login-email'), email);
  await user.type(screen.getByTestId('login-password'), password);
  await user.click(screen.getByTestId('login-submit'));
  return user;
}

describe('LoginForm', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    useSession.setState({ user: null, token: null });
    await act(() => i18next.changeLanguage('en'));
  });

  it('logs in with the role, keeps the session and hands the user on', async () => {
    const sent = answerFetch(() => [200, { user: wireSeeker, token: 'token-1' }]);
    const onSuccess = renderLogin();
    await logIn(' Sita@Example.com ', 'secret1');
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/auth/login',
        body: { email: 'sita@example.com', password: 'secret1', role: 'job_seeker' },
      },
    ]);
    expect(onSuccess.mock.calls[0]?.[0]).toMatchObject({ id: 'u1', role: 'job_seeker' });
    expect(useSession.getState().token).toBe('token-1');
  });

  it('says a refusal by its code in the chosen language, and offers an unverified account a new link', async () => {
    const answers: [number, unknown][] = [
      [401, { message: 'Invalid email or password.', code: 'auth.invalidCredentials' }],
      [403, { message: '(the sentence is not shown)', code: 'auth.unverified' }],
      [200, { message: 'sent' }],
    ];
    const sent = answerFetch(() => answers.shift() ?? [500, {}]);
    const onSuccess = renderLogin();
    await act(() => i18next.changeLanguage('ne'));
    const user = await logIn('sita@example.com', 'wrong-one');
    expect((await screen.findByTestId('login-error')).textContent).toBe('इमेल वा पासवर्ड मिलेन।');
    expect(screen.queryByTestId('resend-verification')).toBeNull();

    await act(() => i18next.changeLanguage('en'));
    await user.click(screen.getByTestId('login-submit'));
    await vi.waitFor(() =>
      expect(screen.getByTestId('login-error').textContent).toBe(
        'Please verify your email before logging in. Check your inbox for the link.',
      ),
    );
    await user.click(screen.getByTestId('resend-verification'));
    expect(
      await screen.findByText('If an unverified account exists for this email, a new verification link has been sent.'),
    ).toBeTruthy();
    expect(sent.at(-1)).toEqual<SentRequest>({
      method: 'POST',
      path: '/auth/resend-verification',
      body: { email: 'sita@example.com' },
    });
    expect(onSuccess).not.toHaveBeenCalled();
    expect(useSession.getState().token).toBeNull();
  });

  it('puts a server field error on its field and sends nothing while the form is invalid', async () => {
    const sent = answerFetch(() => [400, { message: 'Email is invalid.', code: 'validation.invalid', field: 'email' }]);
    renderLogin();
    const user = userEvent.setup();
    await user.click(screen.getByTestId('login-submit'));
    await vi.waitFor(() => expect(screen.getByTestId('login-email').getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(screen.getByTestId('login-email'));
    expect(sent).toEqual([]);

    await logIn('sita@example.com', 'secret1');
    await act(() => i18next.changeLanguage('ne'));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(await screen.findByText(i18next.t('errors.validation.invalid', { ns: 'common' }))).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByTestId('login-email'));
    expect(screen.queryByTestId('login-error')).toBeNull();
  });
});
