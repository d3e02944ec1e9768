// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Interview } from 'shared-api';
import { type ApiRequest, startLoopbackApi } from 'shared-api/testing';
import { renderRemote, signedInForEachTest } from 'shared-ui/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../test/section-harness.tsx';
import { seekerWire } from '../../../test/seeker-wire.ts';
import { ApplicationInterview } from './application-interview.tsx';

const INTERVIEW: Interview = {
  id: 'i1',
  applicationId: 'a1',
  // 10:30 in Kathmandu on 3 December 2026 (17 Mangsir 2083).
  startsAt: '2026-12-03T04:45:00.000Z',
  durationMinutes: 60,
  mode: 'online',
  location: 'https://meet.example.com/abc',
  note: 'Bring your certificates.',
  cancelled: false,
  sequence: 0,
  answer: null,
  outcome: null,
  stage: 'interview_scheduled',
  updatedAt: '2026-11-28T05:00:00.000Z',
};
const BEFORE = Date.parse('2026-11-30T00:00:00Z');

let api: Awaited<ReturnType<typeof startLoopbackApi>>;
const answer = (request: ApiRequest) =>
  request.method === 'POST' && request.path === '/applications/a1/interview/answer'
    ? { body: { ...INTERVIEW, answer: { ...(request.body as object), at: '2026-11-30T01:00:00.000Z' } } }
    : request.path === '/seekers/me/interviews'
      ? { body: [] }
      : { status: 404, body: { message: 'Not found.', code: 'not_found' } };

beforeAll(async () => {
  api = await startLoopbackApi(answer);
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
});
signedInForEachTest(seekerWire, i18n);

describe("the seeker's interview on an application", () => {
  it('shows when (both calendars, Nepal time), how long and the link; confirms; asks for another time with a note', async () => {
    const user = userEvent.setup();
    renderRemote(<ApplicationInterview interview={INTERVIEW} now={BEFORE} />, { i18n });
    expect(screen.getByTestId('interview-when').textContent).toBe('Dec 3, 2026 · 17 Mangsir 2083, 10:30 (Nepal time)');
    expect(screen.getByText('60 minutes')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Join the meeting' }).getAttribute('href')).toBe(
      'https://meet.example.com/abc',
    );
    await user.click(screen.getByRole('button', { name: 'Confirm the interview' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toMatchObject({ path: '/applications/a1/interview/answer', body: { answer: 'confirmed' } });
    await user.click(screen.getByRole('button', { name: 'Ask for another time' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Note to the employer/ }), 'I have an exam that day.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.writes()).toHaveLength(2));
    expect(api.writes()[1]?.body).toEqual({ answer: 'reschedule_requested', note: 'I have an exam that day.' });
  });

  it('in Nepali: Bikram Sambat first, Devanagari digits for the date, time, length and number', async () => {
    await act(() => i18n.changeLanguage('ne'));
    const phone: Interview = { ...INTERVIEW, mode: 'phone', location: '9800 000 000', note: null };
    renderRemote(<ApplicationInterview interview={phone} now={BEFORE} />, { i18n });
    expect(screen.getByTestId('interview-when').textContent).toMatch(
      /^२०८३ मङ्सिर १७ · .+ ३, २०२६, १०:३० \(नेपाल समय\)$/,
    );
    expect(screen.getByText('६० मिनेट')).toBeTruthy();
    expect(screen.getByRole('link', { name: '९८०० ००० ०००' }).getAttribute('href')).toBe('tel:9800000000');
    expect(screen.getByRole('button', { name: 'अन्तर्वार्ता पक्का गर्नुहोस्' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/[0-9]/);
  });

  it('the outcome: the reason of a not selected in the reader’s words, no buttons; a past interview takes no answer', async () => {
    const decided: Interview = {
      ...INTERVIEW,
      stage: 'not_selected',
      outcome: { outcome: 'not_selected', reason: 'position_closed', note: null, at: '2026-12-04T00:00:00.000Z' },
    };
    const { unmount } = renderRemote(<ApplicationInterview interview={decided} now={BEFORE} />, { i18n });
    expect(screen.getByTestId('interview-outcome').textContent).toBe(
      'Not selected this time: the position was closed.',
    );
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    renderRemote(<ApplicationInterview interview={INTERVIEW} now={Date.parse('2026-12-05T00:00:00Z')} />, { i18n });
    expect(screen.getByRole('heading', { name: 'Interview (held)' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
