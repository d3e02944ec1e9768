import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useSession } from 'shared-api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch } from '../../../test/answer-fetch.ts';
import { fieldError, renderShell } from '../../../test/render.tsx';
import { ChangePasswordPage } from './change-password-page.tsx';

async function fill(current: string, next: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(screen.getByTestId('current-password'), current);
  await user.type(screen.getByTestId('new-password'), next);
  await user.type(screen.getByTestId('confirm-new-password'), confirm);
  await user.click(screen.getByTestId('change-password-submit'));
  return user;
}

describe('ChangePasswordPage', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    useSession.setState({ token: null });
    await act(() => i18next.changeLanguage('en'));
  });

  it('refuses a mismatch on the confirmation (en and ne), then changes it and keeps this session', async () => {
    const sent = answerFetch(() => [200, { message: 'Password changed successfully.', token: 'fresh-token' }]);
    useSession.setState({ token: 'old-token' });
    renderShell(<ChangePasswordPage />);
    const user = await fill('old-pass-1', 'new-pass-2', 'new-pass-3');
    const confirm = screen.getByTestId('confirm-new-password');
    await vi.waitFor(() => expect(fieldError(confirm)).toBe('Passwords do not match.'));
    await act(() => i18next.changeLanguage('ne'));
    expect(fieldError(confirm)).toBe('पासवर्डहरू मिलेनन्।');
    expect(sent).toEqual([]);

    await user.clear(confirm);
    await user.type(confirm, 'new-pass-2');
    await user.click(screen.getByTestId('change-password-submit'));
    expect((await screen.findByTestId('change-password-result')).textContent).toBe('पासवर्ड सफलतापूर्वक परिवर्तन भयो।');
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/users/change-password',
        body: { currentPassword: 'old-pass-1', newPassword: 'new-pass-2' },
      },
    ]);
    expect(useSession.getState().token).toBe('fresh-token');
    expect((screen.getByTestId('current-password') as HTMLInputElement).value).toBe('');
    expect((confirm as HTMLInputElement).value).toBe('');
  });

  it('shows a wrong current password by its code', async () => {
    answerFetch(() => [400, { message: 'Current password is incorrect.', code: 'auth.currentPasswordWrong' }]);
    renderShell(<ChangePasswordPage />);
    await act(() => i18next.changeLanguage('ne'));
    await fill('not-it', 'new-pass-2', 'new-pass-2');
    expect((await screen.findByTestId('change-password-result')).textContent).toBe('हालको पासवर्ड मिलेन।');
  });
});
