// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { MessageThread } from 'shared-api';
import { type ApiRequest, startLoopbackApi } from 'shared-api/testing';
import { renderRemote, signedInForEachTest } from 'shared-ui/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n, SERVER_WAIT } from '../../../test/section-harness.tsx';
import { seekerWire } from '../../../test/seeker-wire.ts';
import { ApplicationMessagesLink } from './application-messages-link.tsx';
import { MessageThreadPage } from './message-thread-page.tsx';

const THREAD: MessageThread = {
  applicationId: 'a1',
  jobId: 'j1',
  jobTitle: 'Cook',
  seekerId: 's1',
  you: 'job_seeker',
  otherName: 'Lakeside Hotel',
  open: true,
  messages: [
    {
      id: 'm1',
      from: 'employer',
      mine: false,
      body: 'Can you come on Sunday?',
      createdAt: '2026-11-20T04:15:00.000Z',
      read: false,
      reported: false,
    },
  ],
};

let api: Awaited<ReturnType<typeof startLoopbackApi>>;
const answer = (request: ApiRequest) =>
  request.method === 'GET' && request.path === '/applications/a1/messages'
    ? { body: THREAD }
    : { status: 404, body: { message: 'Not found.', code: 'not_found' } };

beforeAll(async () => {
  api = await startLoopbackApi(answer);
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
});
signedInForEachTest(seekerWire, i18n);

const renderPage = () =>
  renderRemote(
    <Routes>
      <Route path="/job_seeker/applications/:id/messages" element={<MessageThreadPage />} />
    </Routes>,
    { i18n, path: '/job_seeker/applications/a1/messages' },
  );

describe("the seeker's message thread", () => {
  it('opens from its application, names the job and the company, and reads the thread once', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages about Cook' }, SERVER_WAIT)).toBeTruthy();
    expect(screen.getByText('Lakeside Hotel', { selector: 'p' })).toBeTruthy();
    const list = await screen.findByTestId('message-list');
    expect(within(list).getByText('Can you come on Sunday?')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Your message/ })).toBeTruthy();
    expect(api.requests.filter((r) => r.path === '/applications/a1/messages')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Back to my applications' }).getAttribute('href')).toBe(
      '/job_seeker/applications',
    );
  });

  it('links each application to its thread with the unread count, in Nepali digits', async () => {
    await act(() => i18n.changeLanguage('ne'));
    renderRemote(<ApplicationMessagesLink applicationId="a1" unread={3} />, { i18n });
    const link = screen.getByRole('link', { name: 'सन्देशहरू (३ नपढिएका)' });
    expect(link.getAttribute('href')).toBe('/job_seeker/applications/a1/messages');
  });
});
