import { act, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch } from '../../../test/answer-fetch.ts';
import { renderShell } from '../../../test/render.tsx';
import { VerifyEmailPage } from './verify-email-page.tsx';

// renderShell renders under StrictMode, whose doubled effects must not spend the token twice.
const page = <VerifyEmailPage />;

describe('VerifyEmailPage', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(() => i18next.changeLanguage('en'));
  });

  it('spends the single-use token once, even under StrictMode, and says it is verified', async () => {
    const sent = answerFetch(() => [200, { message: 'Email successfully verified!' }]);
    renderShell(page, '/verify-email?token=abc123');
    expect(await screen.findByRole('heading', { name: 'Email successfully verified!' })).toBeTruthy();
    expect(sent).toEqual([{ method: 'POST', path: '/auth/verify-email', body: { token: 'abc123' } }]);
  });

  it("shows the server's refusal by its code in the chosen language", async () => {
    answerFetch(() => [400, { message: 'This link is invalid or has expired.', code: 'auth.invalidToken' }]);
    await act(() => i18next.changeLanguage('ne'));
    renderShell(page, '/verify-email?token=spent');
    expect(await screen.findByText('यो लिङ्क अमान्य छ वा यसको म्याद सकिएको छ।')).toBeTruthy();
  });

  it('asks nothing of the server without a token', async () => {
    const sent = answerFetch(() => [500, {}]);
    renderShell(page, '/verify-email');
    expect(screen.getByText('The verification link is missing its token.')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
