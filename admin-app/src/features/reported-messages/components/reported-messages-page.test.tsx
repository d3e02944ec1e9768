// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type MessageReport, type User, useSession } from 'shared-api';
import { type ApiRequest, startLoopbackApi, wirePage } from 'shared-api/testing';
import { initTestI18n, renderRemote } from 'shared-ui/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import App from '../../../app.tsx';
import en from '../../../i18n/en.json';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import ne from '../../../i18n/ne.json';

const i18n = initTestI18n('en', { [NAMESPACE]: { en, ne } });
const WAIT = { timeout: 5000 };

const report = (id: string, patch: Partial<MessageReport> = {}): MessageReport => ({
  id,
  reason: 'Insulting words.',
  reportedAt: '2026-11-21T05:00:00.000Z',
  reporterName: 'Sita Gurung',
  message: { id: `m-${id}`, body: 'You are <i>useless</i>.', createdAt: '2026-11-20T04:15:00.000Z', from: 'employer' },
  sender: { id: 'e1', name: 'Rude Ltd', isActive: true },
  recipientName: 'Sita Gurung',
  application: { id: 'a1', jobId: 'j1', jobTitle: 'Cook', seekerId: 's1' },
  ...patch,
});

let reports: MessageReport[] = [];
function answer({ method, path, body }: ApiRequest) {
  if (method === 'GET' && path.startsWith('/admin/message-reports')) return { body: wirePage(reports, 20) };
  if (method === 'POST' && path.startsWith('/admin/message-reports/')) {
    const id = path.split('/').at(-1);
    const { action } = body as { action: string };
    const settled = reports.find((r) => r.id === id);
    reports = reports.filter((r) => (action === 'deactivate' ? r.sender.id !== settled?.sender.id : r.id !== id));
    return { status: 204 };
  }
  // The other admin calls of the layout (the pending employers' badge) find nothing.
  return { body: wirePage([], 5) };
}

let api: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeAll(async () => {
  api = await startLoopbackApi(answer);
});
afterAll(() => api.close());
beforeEach(() => {
  useSession.setState({ user: { id: 'admin-1', role: 'admin', email: 'admin@example.org' } as User, token: 'token' });
  reports = [report('r1'), report('r2', { message: { ...report('r2').message, body: 'Second.' } })];
  api.requests.length = 0;
});
afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('en'));
});

describe('reported messages', () => {
  it('lists each report with the message as text, dismisses one, deactivates the sender after a confirmation', async () => {
    const user = userEvent.setup();
    renderRemote(<App />, { i18n, path: '/admin/reported-messages' });
    const items = await screen.findAllByTestId('reported-message', {}, WAIT);
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('You are <i>useless</i>.');
    expect(items[0]!.querySelector('i')).toBeNull();
    expect(items[0]!.textContent).toContain('From Rude Ltd (employer)');
    expect(items[0]!.textContent).toContain('Insulting words.');
    expect(api.requests.some((r) => r.path === '/admin/message-reports' && r.query.includes('page=1'))).toBe(true);

    await user.click(within(items[0]!).getByRole('button', { name: 'Dismiss report' }));
    await waitFor(() => expect(screen.getAllByTestId('reported-message')).toHaveLength(1));
    expect(api.writes()).toEqual([
      { method: 'POST', path: '/admin/message-reports/r1', query: '', body: { action: 'dismiss' } },
    ]);

    await user.click(screen.getByRole('button', { name: 'Deactivate Rude Ltd' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate the sender?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('No reported messages to review.', {}, WAIT)).toBeTruthy();
    expect(api.writes().at(-1)).toEqual({
      method: 'POST',
      path: '/admin/message-reports/r2',
      query: '',
      body: { action: 'deactivate' },
    });
  });

  it('reads in Nepali', async () => {
    await act(() => i18n.changeLanguage('ne'));
    renderRemote(<App />, { i18n, path: '/admin/reported-messages' });
    expect(await screen.findByRole('heading', { level: 1, name: 'रिपोर्ट गरिएका सन्देशहरू' }, WAIT)).toBeTruthy();
    expect((await screen.findAllByTestId('reported-message'))[0]!.textContent).toContain('Rude Ltd (रोजगारदाता) बाट');
  });
});
