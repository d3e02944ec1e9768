import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { type JobAlert, useSession } from 'shared-api';
import { wireUser } from 'shared-api/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerFetch } from '../../../test/answer-fetch.ts';
import { fieldError, renderShell } from '../../../test/render.tsx';
import { DeleteAccountSection } from './account-sections.tsx';
import { AlertsSection } from './alerts-section.tsx';

const alert = (patch: Partial<JobAlert>): JobAlert => ({
  id: 'a1',
  kind: 'search',
  name: 'Drivers',
  frequency: 'daily',
  paused: false,
  search: { q: 'driver' },
  query: { q: 'driver' },
  createdAt: '2026-11-20T00:00:00.000Z',
  lastRunAt: null,
  ...patch,
});

describe('settings sections', () => {
  beforeEach(() => {
    useSession.setState({ token: 'token', user: wireUser('job_seeker', { id: 'seeker-1' }) as never });
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    useSession.setState({ token: null, user: null });
    await act(() => i18next.changeLanguage('en'));
  });

  it('pauses the profile alert (frequency and pause only) and deletes a search alert after confirming', async () => {
    const profile = alert({ id: 'p1', kind: 'profile', name: 'Jobs matching my profile', frequency: 'weekly' });
    const search = alert({});
    const sent = answerFetch((request) => {
      if (request.method === 'GET') return [200, [profile, search]];
      if (request.method === 'PUT') return [200, { ...profile, paused: true }];
      return [204];
    });
    renderShell(<AlertsSection />);
    const user = userEvent.setup();
    const rows = await screen.findAllByTestId('alert-row');
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(within(first).queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.selectOptions(within(first).getByLabelText('How often'), 'weekly');
    await user.click(within(first).getByLabelText('Paused (no emails)'));
    await user.click(within(first).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(sent).toContainEqual({ method: 'PUT', path: '/alerts/p1', body: { frequency: 'weekly', paused: true } }),
    );

    await user.click(within(second).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('The alert "Drivers" will stop and be removed.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(sent).toContainEqual({ method: 'DELETE', path: '/alerts/a1', body: undefined }));
  });

  it('deletes the account only with the right password, then clears the session', async () => {
    let right = false;
    const sent = answerFetch(() =>
      right
        ? [204]
        : [400, { message: 'The password is not correct.', code: 'account.passwordWrong', field: 'password' }],
    );
    renderShell(<DeleteAccountSection />);
    await act(() => i18next.changeLanguage('ne'));
    const user = userEvent.setup();
    const password = screen.getByTestId('delete-account-password');
    await user.type(password, 'wrong-one');
    await user.click(screen.getByTestId('delete-account-submit'));
    await vi.waitFor(() => expect(fieldError(password)).toBe('पासवर्ड मिलेन।'));
    expect(useSession.getState().token).toBe('token');

    right = true;
    await user.clear(password);
    await user.type(password, 'right-one');
    await user.click(screen.getByTestId('delete-account-submit'));
    await vi.waitFor(() => expect(useSession.getState().token).toBeNull());
    expect(sent.map((r) => r.body)).toEqual([{ password: 'wrong-one' }, { password: 'right-one' }]);
  });
});
