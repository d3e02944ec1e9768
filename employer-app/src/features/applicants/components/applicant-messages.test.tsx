// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MessageThread, ThreadMessage } from 'shared-api';
import { type ApiRequest, startLoopbackApi } from 'shared-api/testing';
import { renderRemote, signedInForEachTest } from 'shared-ui/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { employer, i18n } from '../../../test/render-app.tsx';
import { ApplicantMessages } from './applicant-messages.tsx';

const WAIT = { timeout: 5000 };
const message = (id: string, patch: Partial<ThreadMessage>): ThreadMessage => ({
  id,
  from: 'job_seeker',
  mine: false,
  body: 'Hello',
  createdAt: '2026-11-20T04:15:00.000Z',
  read: true,
  reported: false,
  ...patch,
});

let thread: MessageThread;
let api: Awaited<ReturnType<typeof startLoopbackApi>>;
const answer = (request: ApiRequest) => {
  if (request.path === '/applications/a1/messages' && request.method === 'GET') return { body: thread };
  if (request.path === '/applications/a1/messages' && request.method === 'POST') {
    const sent = message(`m${thread.messages.length + 1}`, {
      from: 'employer',
      mine: true,
      read: false,
      body: (request.body as { body: string }).body,
      createdAt: '2026-11-27T06:00:00.000Z',
    });
    thread = { ...thread, messages: [...thread.messages, sent] };
    return { status: 201, body: sent };
  }
  if (request.path === '/messages/m1/report') {
    thread = { ...thread, messages: thread.messages.map((m) => (m.id === 'm1' ? { ...m, reported: true } : m)) };
    return { status: 204 };
  }
  return { status: 404, body: { message: 'Not found.', code: 'not_found' } };
};

beforeAll(async () => {
  api = await startLoopbackApi(answer);
});
afterAll(() => api.close());
beforeEach(() => {
  thread = {
    applicationId: 'a1',
    jobId: 'j1',
    jobTitle: 'Cook',
    seekerId: 's1',
    you: 'employer',
    otherName: 'Sita Gurung',
    open: true,
    messages: [message('m1', { body: 'Is the job <b>still</b> open?\nI can start soon.' })],
  };
  api.requests.length = 0;
});
signedInForEachTest(employer({ approvalStatus: 'approved' }), i18n);

describe('the message thread on the applicant page', () => {
  it('shows the messages as text, sends one with its count, refuses a blank one, reports once', async () => {
    const user = userEvent.setup();
    renderRemote(<ApplicantMessages applicationId="a1" status="viewed" />, { i18n });
    const list = await screen.findByTestId('message-list', {}, WAIT);
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(first.textContent).toContain('Sita Gurung');
    expect(first.textContent).toContain('Is the job <b>still</b> open?');
    expect(first.querySelector('b')).toBeNull();

    const box = screen.getByRole('textbox', { name: /Your message/ });
    expect(screen.getByText('0 of 2,000 characters')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Write the message.')).toBeTruthy();
    expect(api.writes()).toEqual([]);

    await user.type(box, 'Yes, come on Sunday.');
    expect(screen.getByText('20 of 2,000 characters')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByTestId('message-list').textContent).toContain('Yes, come on Sunday.'));
    expect(api.writes()).toEqual([
      { method: 'POST', path: '/applications/a1/messages', query: '', body: { body: 'Yes, come on Sunday.' } },
    ]);
    expect((box as HTMLTextAreaElement).value).toBe('');
    const mine = within(screen.getByTestId('message-list')).getAllByRole('listitem')[1] as HTMLElement;
    expect(mine.textContent).toContain('You');
    expect(within(mine).queryByRole('button', { name: 'Report' })).toBeNull();

    await user.click(within(first).getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this message' });
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await within(dialog).findByText('Say why you are reporting this message.')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /Why are you reporting it/ }), 'Spam.');
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.writes().at(-1)).toEqual({
      method: 'POST',
      path: '/messages/m1/report',
      query: '',
      body: { reason: 'Spam.' },
    });
    expect(await screen.findByText('You reported this message.')).toBeTruthy();
  });

  it('reads in Nepali with Devanagari digits, and a closed thread has no composer', async () => {
    thread = { ...thread, open: false };
    await act(() => i18n.changeLanguage('ne'));
    renderRemote(<ApplicantMessages applicationId="a1" status="rejected" />, { i18n });
    const list = await screen.findByTestId('message-list', {}, WAIT);
    expect(screen.getByRole('heading', { name: 'सन्देशहरू' })).toBeTruthy();
    const time = within(list).getByText(/२०८३|२०२६/);
    expect(time.textContent).not.toMatch(/[0-9]/);
    expect(screen.getByText(/यो कुराकानी बन्द छ/)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
