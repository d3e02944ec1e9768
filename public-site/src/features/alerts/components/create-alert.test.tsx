// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from 'shared-api';
import { wireUser } from 'shared-api/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { i18n, renderWithProviders } from '../../../test/render.tsx';
import { CreateAlert } from './create-alert.tsx';

const KASKI = '0b0c1e4e-0000-4000-8000-0000000000a1';
const filter = { q: 'driver', locationIds: [KASKI], sortBy: 'oldest' as const, page: 3 };

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.setState({ token: null, user: null });
  await act(() => i18n.changeLanguage('en'));
});

describe('CreateAlert', () => {
  it('saves the search (not its sort or page) to the logged-in user’s account', async () => {
    useSession.setState({ token: 'token', user: wireUser('job_seeker', { id: 'seeker-1' }) as never });
    const saved = {
      id: 'a1',
      kind: 'search',
      name: 'driver',
      frequency: 'weekly',
      paused: false,
      search: { q: 'driver', locationIds: KASKI },
      query: { q: 'driver', locationIds: [KASKI] },
      createdAt: '2026-11-23T00:00:00.000Z',
      lastRunAt: null,
    };
    const api = stubApi({ 'POST /alerts': [201, saved] });
    renderWithProviders(<CreateAlert filter={filter} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create alert' }));
    const dialog = screen.getByRole('dialog', { name: 'Create a job alert' });
    // The form is its own chunk, loaded when the dialog opens.
    expect(((await within(dialog).findByLabelText(/Alert name/)) as HTMLInputElement).value).toBe('driver');
    await user.selectOptions(within(dialog).getByLabelText(/How often/), 'weekly');
    await user.click(within(dialog).getByRole('button', { name: 'Save alert' }));
    await waitFor(() => expect(within(dialog).getByText(/Alert saved/)).toBeTruthy());
    expect(api.seen).toEqual([
      `POST /alerts ${JSON.stringify({ name: 'driver', frequency: 'weekly', locale: 'en', query: { q: 'driver', locationIds: KASKI } })}`,
    ]);
  });

  it('asks a visitor for an email (Nepali) and says to open the confirmation link', async () => {
    const api = stubApi({ 'POST /alerts/subscribe': [200, { message: 'Almost done.' }] });
    await act(() => i18n.changeLanguage('ne'));
    renderWithProviders(<CreateAlert filter={filter} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'अलर्ट बनाउनुहोस्' }));
    const dialog = screen.getByRole('dialog');
    await user.type(await within(dialog).findByLabelText(/तपाईंको इमेल/), 'visitor@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'पुष्टि गर्ने लिङ्क पठाउनुहोस्' }));
    await waitFor(() => expect(within(dialog).getByText(/लगभग सकियो/)).toBeTruthy());
    expect(api.seen[0]).toBe(
      `POST /alerts/subscribe ${JSON.stringify({ name: 'driver', frequency: 'daily', email: 'visitor@example.org', locale: 'ne', query: { q: 'driver', locationIds: KASKI } })}`,
    );
  });
});
