// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import type { ApplicationScreening } from 'shared-api';
import { type ApiRequest, startLoopbackApi } from 'shared-api/testing';
import { renderRemote, signedInForEachTest } from 'shared-ui/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employer, i18n } from '../../../test/render-app.tsx';
import { ApplicantScreening } from './applicant-screening.tsx';

const WAIT = { timeout: 5000 };
const question = {
  knockoutChoices: [],
  knockoutAnswer: null,
  acceptMin: null,
  acceptMax: null,
  choices: [],
  required: true,
  meets: true,
};
const SCREENING: ApplicationScreening = {
  meetsRequirements: false,
  answers: [
    {
      ...question,
      id: 'q1',
      kind: 'yes_no',
      text: 'Do you hold a driving licence?',
      knockoutAnswer: false,
      answer: false,
      meets: false,
    },
    { ...question, id: 'q2', kind: 'number', text: 'Years of experience', answer: 12500 },
    { ...question, id: 'q3', kind: 'choice', text: 'Which shift?', choices: ['Morning', 'Night'], answer: 1 },
    { ...question, id: 'q4', kind: 'text', text: 'Anything to add?', required: false, answer: null },
  ],
};

let api: Awaited<ReturnType<typeof startLoopbackApi>>;
const answer = (request: ApiRequest) =>
  request.path === '/applications/a1/screening-answers'
    ? { body: SCREENING }
    : request.path === '/applications/a2/screening-answers'
      ? { body: { answers: [], meetsRequirements: true } }
      : { status: 404, body: { message: 'Not found.', code: 'not_found' } };

beforeAll(async () => {
  api = await startLoopbackApi(answer);
});
afterAll(() => api.close());
signedInForEachTest(employer({ approvalStatus: 'approved' }), i18n);

describe("an applicant's screening answers", () => {
  it('shows each question with its answer in the reader’s words and digits, and marks the unmet requirement', async () => {
    renderRemote(<ApplicantScreening applicationId="a1" />, { i18n });
    const section = await screen.findByTestId('applicant-screening', {}, WAIT);
    expect(screen.getByRole('heading', { name: 'Screening questions' })).toBeTruthy();
    const rows = [...section.querySelectorAll('.screening-answer')].map((row) => row.textContent);
    expect(rows).toEqual([
      'Do you hold a driving licence?NoDoes not meet the requirement',
      'Years of experience12,500',
      'Which shift?Night',
      'Anything to add?Not answered',
    ]);
    expect(section.textContent).toContain('Does not meet a requirement');

    cleanup();
    await act(() => i18n.changeLanguage('ne'));
    renderRemote(<ApplicantScreening applicationId="a1" />, { i18n });
    const nepali = await screen.findByTestId('applicant-screening', {}, WAIT);
    expect(screen.getByRole('heading', { name: 'आवेदनका प्रश्न' })).toBeTruthy();
    expect(nepali.textContent).toContain('१२,५००');
    expect(nepali.textContent).toContain('होइन');
    expect(nepali.textContent).toContain('जवाफ दिइएन');
    expect(nepali.textContent).not.toMatch(/[0-9]/);
  });

  it('shows nothing for a job that asks no questions', async () => {
    renderRemote(<ApplicantScreening applicationId="a2" />, { i18n });
    await expect
      .poll(() => api.requests.some((request) => request.path === '/applications/a2/screening-answers'), WAIT)
      .toBe(true);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByTestId('applicant-screening')).toBeNull();
    expect(screen.queryByText('Loading')).toBeNull();
  });
});
