// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Interview } from 'shared-api';
import { type ApiRequest, startLoopbackApi } from 'shared-api/testing';
import { renderRemote, signedInForEachTest } from 'shared-ui/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { employer, i18n } from '../../../test/render-app.tsx';
import { ApplicantInterview } from './applicant-interview.tsx';

const WAIT = { timeout: 5000 };
const scheduled: Interview = {
  id: 'i1',
  applicationId: 'a1',
  // 10:30 in Kathmandu on 3 December 2026 (17 Mangsir 2083).
  startsAt: '2026-12-03T04:45:00.000Z',
  durationMinutes: 45,
  mode: 'phone',
  location: '9800 000 000',
  note: null,
  cancelled: false,
  sequence: 0,
  answer: { answer: 'confirmed', note: null, at: '2026-11-28T05:00:00.000Z' },
  outcome: null,
  stage: 'interview_confirmed',
  updatedAt: '2026-11-28T05:00:00.000Z',
};

let current: Interview | null = null;
let api: Awaited<ReturnType<typeof startLoopbackApi>>;
const answer = (request: ApiRequest) => {
  if (request.path === '/applications/a1/interview' && request.method === 'GET') return { body: current };
  if (request.path === '/applications/a1/interview' && request.method === 'PUT') {
    const body = request.body as { date: string; time: string; mode: Interview['mode']; location: string };
    current = { ...scheduled, mode: body.mode, location: body.location, answer: null, stage: 'interview_scheduled' };
    return { body: current };
  }
  if (request.path === '/applications/a1/interview/outcome') {
    current = current && {
      ...current,
      stage: 'not_selected',
      outcome: { outcome: 'not_selected', reason: 'position_closed', note: null, at: '2026-12-03T06:00:00.000Z' },
    };
    return { body: current };
  }
  if (request.path === '/jobs/j1/interview-stages') return { body: [] };
  return { status: 404, body: { message: 'Not found.', code: 'not_found' } };
};

beforeAll(async () => {
  api = await startLoopbackApi(answer);
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
});
signedInForEachTest(employer({ approvalStatus: 'approved' }), i18n);

describe('the interview on the applicant page', () => {
  it('schedules one for a shortlisted applicant: the day, a Nepal time, how and where', async () => {
    current = null;
    const user = userEvent.setup();
    renderRemote(<ApplicantInterview applicationId="a1" jobId="j1" status="shortlisted" />, { i18n });
    await user.click(await screen.findByRole('button', { name: 'Schedule an interview' }, WAIT));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('combobox', { name: /Time \(Nepal time\)/ })).toBeTruthy();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Time/ }), '14:30');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /How\b/ }), 'online');
    await user.type(within(dialog).getByRole('textbox', { name: /Meeting link/ }), 'http://meet.example.com/x');
    await user.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    expect(await within(dialog).findByText('The meeting link must be a full https:// address.')).toBeTruthy();
    expect(api.writes()).toEqual([]);
    const link = within(dialog).getByRole('textbox', { name: /Meeting link/ });
    await user.clear(link);
    await user.type(link, 'https://meet.example.com/x');
    await user.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toMatchObject({
      method: 'PUT',
      path: '/applications/a1/interview',
      body: { time: '14:30', durationMinutes: 30, mode: 'online', location: 'https://meet.example.com/x' },
    });
    expect((api.writes()[0]?.body as { date?: string } | undefined)?.date ?? '').toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await screen.findByText('Interview scheduled', {}, WAIT)).toBeTruthy();
  });

  it('shows the time in both calendars and the answer; records not selected with a reason', async () => {
    current = scheduled;
    const user = userEvent.setup();
    renderRemote(<ApplicantInterview applicationId="a1" jobId="j1" status="shortlisted" />, { i18n });
    const when = await screen.findByTestId('interview-when', {}, WAIT);
    expect(when.textContent).toBe('Dec 3, 2026 · 17 Mangsir 2083, 10:30 (Nepal time)');
    expect(screen.getByTestId('interview-answer').textContent).toContain('The applicant confirmed');
    expect(screen.getByText('45 minutes')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Record the outcome' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Outcome/ }), 'not_selected');
    await user.click(within(dialog).getByRole('button', { name: 'Save the outcome' }));
    expect(await within(dialog).findByText('Choose why the applicant was not selected.')).toBeTruthy();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Reason/ }), 'position_closed');
    await user.click(within(dialog).getByRole('button', { name: 'Save the outcome' }));
    await waitFor(() =>
      expect(screen.getByTestId('interview-outcome').textContent).toContain('The position was closed'),
    );
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/applications/a1/interview/outcome',
        query: '',
        body: { outcome: 'not_selected', reason: 'position_closed', note: null },
      },
    ]);
  });

  it('in Nepali: Bikram Sambat first, Devanagari digits, the glossary’s words', async () => {
    current = scheduled;
    await act(() => i18n.changeLanguage('ne'));
    renderRemote(<ApplicantInterview applicationId="a1" jobId="j1" status="shortlisted" />, { i18n });
    const when = await screen.findByTestId('interview-when', {}, WAIT);
    expect(when.textContent).toMatch(/^२०८३ मङ्सिर १७ · .+ ३, २०२६, १०:३० \(नेपाल समय\)$/);
    expect(screen.getByText('४५ मिनेट')).toBeTruthy();
    expect(screen.getByRole('link', { name: '९८०० ००० ०००' }).getAttribute('href')).toBe('tel:9800000000');
    expect(screen.getByRole('heading', { name: 'अन्तर्वार्ता' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/[0-9]/);
  });

  it('before the shortlist: no schedule button, a hint', async () => {
    current = null;
    renderRemote(<ApplicantInterview applicationId="a1" jobId="j1" status="viewed" />, { i18n });
    expect(await screen.findByText('Shortlist the applicant to invite them to an interview.', {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Schedule an interview' })).toBeNull();
  });
});
