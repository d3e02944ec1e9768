// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnScreeningAnswer } from 'shared-api';
import { type ApiRequest, startLoopbackApi } from 'shared-api/testing';
import { renderRemote, signedInForEachTest } from 'shared-ui/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n, SERVER_WAIT } from '../../../test/section-harness.tsx';
import { seekerWire } from '../../../test/seeker-wire.ts';
import { OwnScreeningAnswers } from './own-screening-answers.tsx';

const ANSWERS: OwnScreeningAnswer[] = [
  { id: 'q1', kind: 'yes_no', text: 'Do you hold a driving licence?', required: true, choices: [], answer: true },
  { id: 'q2', kind: 'number', text: 'Years as a cook', required: true, choices: [], answer: 12 },
  { id: 'q3', kind: 'choice', text: 'Which shift?', required: false, choices: ['Morning', 'Night'], answer: 1 },
  { id: 'q4', kind: 'text', text: 'When can you start?', required: false, choices: [], answer: null },
];

let api: Awaited<ReturnType<typeof startLoopbackApi>>;
const answer = (request: ApiRequest) =>
  request.method === 'GET' && request.path === '/applications/a1/my-screening-answers'
    ? { body: ANSWERS }
    : { status: 404, body: { message: 'Not found.', code: 'not_found' } };

beforeAll(async () => {
  api = await startLoopbackApi(answer);
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
});
signedInForEachTest(seekerWire, i18n);

describe("the seeker's own screening answers", () => {
  it('are fetched when opened, each question with the answer as given', async () => {
    renderRemote(<OwnScreeningAnswers applicationId="a1" />, { i18n });
    const toggle = screen.getByRole('button', { name: 'Your answers to the screening questions' });
    expect(api.requests).toHaveLength(0);
    await userEvent.click(toggle);
    const shift = await screen.findByText('Which shift?', undefined, SERVER_WAIT);
    const list = shift.closest('dl') as HTMLElement;
    expect([...list.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual([
      'Yes',
      '12',
      'Night',
      'Not answered',
    ]);
    expect(api.requests.map((request) => request.path)).toEqual(['/applications/a1/my-screening-answers']);
  });

  it('read in Nepali: yes and no, numbers in Devanagari digits', async () => {
    await act(() => i18n.changeLanguage('ne'));
    renderRemote(<OwnScreeningAnswers applicationId="a1" />, { i18n });
    await userEvent.click(screen.getByRole('button', { name: 'आवेदनका प्रश्नमा तपाईंका जवाफ' }));
    const years = await screen.findByText('Years as a cook', undefined, SERVER_WAIT);
    expect(within(years.parentElement as HTMLElement).getByText('१२')).toBeTruthy();
  });
});
