import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { type Notification, type NotificationPreference, useLanguageStore, useSession } from 'shared-api';
import { wireUser } from 'shared-api/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerFetch } from '../../../test/answer-fetch.ts';
import { renderShell } from '../../../test/render.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { NotificationSettings } from './notification-settings.tsx';

const item = (patch: Partial<Notification>): Notification => ({
  id: 'n1',
  kind: 'application_status',
  params: { jobTitle: 'Cook', companyName: 'Tal Barahi Hotel', status: 'rejected', reason: 'Position filled' },
  link: '/job_seeker/applications',
  read: false,
  createdAt: '2026-11-20T05:00:00.000Z',
  ...patch,
});

describe('notifications', () => {
  beforeEach(() => {
    useSession.setState({ token: 'token', user: wireUser('job_seeker', { id: 'seeker-1' }) as never });
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    useSession.setState({ token: null, user: null });
    useLanguageStore.getState().setLanguage('en');
    await act(() => i18next.changeLanguage('en'));
  });

  it('the bell: count in Nepali digits, the list in the reader language, mark all read; reports the language', async () => {
    let unread = 12;
    const items = [
      item({}),
      item({ id: 'n2', params: { jobTitle: 'Guide', companyName: 'Fewa', status: 'shortlisted' } }),
      item({
        id: 'n3',
        kind: 'message_received',
        params: { jobTitle: 'Cook', senderName: '', from: 'employer' },
        link: '/job_seeker/applications/a1/messages',
      }),
    ];
    const sent = answerFetch((request) => {
      if (request.path === '/notifications/unread-count') return [200, { unread, messages: 3 }];
      if (request.path.startsWith('/notifications?') || request.path === '/notifications')
        return [200, { items, total: 3, unread, page: 1, pageSize: 10 }];
      if (request.path === '/notifications/read-all') {
        unread = 0;
        return [204];
      }
      return [204];
    });
    useLanguageStore.getState().setLanguage('ne');
    await act(() => i18next.changeLanguage('ne'));
    renderShell(<NotificationBell />);
    expect((await screen.findByTestId('notification-badge')).textContent).toBe('१२');
    await vi.waitFor(() =>
      expect(sent).toContainEqual({ method: 'PUT', path: '/users/me/language', body: { language: 'ne' } }),
    );
    const user = userEvent.setup();
    await user.click(screen.getByTestId('notification-bell'));
    const dialog = await screen.findByRole('dialog', { name: 'सूचनाहरू' });
    const rows = await within(dialog).findAllByTestId('notification-item');
    expect(rows[0]!.textContent).toContain(
      'Tal Barahi Hotel ले Cook का लागि तपाईंको आवेदन अगाडि बढाउनुभएन। कारण: Position filled',
    );
    expect(rows[1]!.textContent).toContain('Fewa ले Guide का लागि तपाईंको आवेदन छोटो सूचीमा राख्नुभयो।');
    // A new message: its sender (the side, when the name is gone) and a link to the thread; the unread messages counted.
    expect(rows[2]!.textContent).toContain('रोजगारदाता ले Cook बारे तपाईंलाई सन्देश पठाउनुभयो।');
    expect(within(rows[2]!).getByRole('link').getAttribute('href')).toBe('/job_seeker/applications/a1/messages');
    expect(within(dialog).getByTestId('notification-unread-messages').textContent).toContain(
      'तपाईंका ३ सन्देश नपढिएका छन्',
    );
    await user.click(within(dialog).getByTestId('notification-mark-all'));
    await vi.waitFor(() =>
      expect(sent).toContainEqual({ method: 'POST', path: '/notifications/read-all', body: undefined }),
    );
    await vi.waitFor(() => expect(screen.queryByTestId('notification-badge')).toBeNull());
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('interview news in the bell: the time in both calendars and Devanagari digits; the applicant’s answer', async () => {
    const items = [
      item({
        kind: 'interview',
        params: {
          status: 'scheduled',
          jobTitle: 'Cook',
          companyName: 'Fewa',
          startsAt: '2026-12-03T04:45:00.000Z',
        },
      }),
      item({ id: 'n2', kind: 'interview', params: { status: 'hired', jobTitle: 'Cook', companyName: 'Fewa' } }),
    ];
    answerFetch((request) => {
      if (request.path === '/notifications/unread-count') return [200, { unread: 2, messages: 0 }];
      if (request.path.startsWith('/notifications?') || request.path === '/notifications')
        return [200, { items, total: 2, unread: 2, page: 1, pageSize: 10 }];
      return [204];
    });
    useLanguageStore.getState().setLanguage('ne');
    await act(() => i18next.changeLanguage('ne'));
    renderShell(<NotificationBell />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('notification-bell'));
    const rows = await within(await screen.findByRole('dialog')).findAllByTestId('notification-item');
    expect(rows[0]!.textContent).toMatch(/Fewa ले Cook का लागि २०८३ मङ्सिर १७ · .+, १०:३० मा तपाईंलाई अन्तर्वार्तामा/);
    expect(rows[1]!.textContent).toContain('Fewa ले Cook का लागि तपाईंलाई नियुक्त गर्नुभयो। बधाई छ!');
  });

  it('settings: one box per kind and channel; the digest needs email and is saved as chosen', async () => {
    useSession.setState({ token: 'token', user: wireUser('employer', { id: 'employer-1' }) as never });
    let stored: NotificationPreference[] = [{ kind: 'application_received', inApp: true, email: true, digest: false }];
    const sent = answerFetch((request) => {
      if (request.method === 'PUT' && request.path === '/notifications/preferences') {
        stored = (request.body as { preferences: NotificationPreference[] }).preferences;
        return [200, { preferences: stored }];
      }
      return [200, { preferences: stored }];
    });
    renderShell(<NotificationSettings />);
    const user = userEvent.setup();
    const digest = await screen.findByLabelText('One email a day instead of one per application');
    await user.click(digest);
    await vi.waitFor(() =>
      expect(sent).toContainEqual({
        method: 'PUT',
        path: '/notifications/preferences',
        body: { preferences: [{ kind: 'application_received', inApp: true, email: true, digest: true }] },
      }),
    );
    await vi.waitFor(() => expect((digest as HTMLInputElement).checked).toBe(true));
    // Email off takes the digest with it, and the digest box is disabled.
    await user.click(screen.getByLabelText('By email'));
    await vi.waitFor(() =>
      expect(stored).toEqual([{ kind: 'application_received', inApp: true, email: false, digest: false }]),
    );
    await vi.waitFor(() => expect((digest as HTMLInputElement).disabled).toBe(true));
    await act(() => i18next.changeLanguage('ne'));
    expect(screen.getByText('मेरा जागिरमा नयाँ आवेदनहरू')).toBeTruthy();
  });
});
