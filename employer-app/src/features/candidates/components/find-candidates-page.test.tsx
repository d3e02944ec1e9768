// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import type { CandidateSummary, CandidatesPage } from 'shared-api';
import { CANDIDATES_COUNT_MAX } from 'shared-api/area-constants';
import { startLoopbackApi } from 'shared-api/testing';
import { renderRemote, signedInForEachTest } from 'shared-ui/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { employer, i18n } from '../../../test/render-app.tsx';
import { FindCandidatesPage } from './find-candidates-page.tsx';

const WAIT = { timeout: 5000 };
const candidate = (id: string): CandidateSummary => ({
  id,
  displayName: `Sita ${id}.`,
  headline: 'Cook',
  skills: ['Cooking'],
  location: null,
  experienceMonths: 24,
  expectedSalary: 0,
  updatedAt: '2026-11-20T04:15:00.000Z',
});

let answer: CandidatesPage;
let api: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeAll(async () => {
  // The search's answer; the filters' lookups (districts, education levels) are empty lists.
  api = await startLoopbackApi((request) => ({ body: request.path === '/employer/candidates' ? answer : [] }));
});
afterAll(() => api.close());
signedInForEachTest(employer({ approvalStatus: 'approved' }), i18n);

const page = (total: number, totalCapped: boolean): CandidatesPage => ({
  items: [candidate('A'), candidate('B')],
  total,
  totalCapped,
  page: 1,
  pageSize: 20,
});

it('says how many candidates match, exactly below the count limit', async () => {
  answer = page(2, false);
  renderRemote(<FindCandidatesPage />, { i18n, path: '/employer/candidates' });
  expect(await screen.findByRole('heading', { level: 2, name: '2 candidates found' }, WAIT)).toBeTruthy();
  expect(screen.queryByText(/Add a word or a filter/)).toBeNull();
});

it('says "more than" past the count limit and how to find the rest, in both languages', async () => {
  answer = page(CANDIDATES_COUNT_MAX, true);
  renderRemote(<FindCandidatesPage />, { i18n, path: '/employer/candidates' });
  expect(await screen.findByRole('heading', { level: 2, name: 'More than 2,000 candidates found' }, WAIT)).toBeTruthy();
  expect(screen.getByText(/^The list shows the 2,000 most recently updated\./)).toBeTruthy();
  // The pager reaches the last page the count covers.
  expect(screen.getByText(/of 2,000/)).toBeTruthy();
  cleanup();
  await act(() => i18n.changeLanguage('ne'));
  renderRemote(<FindCandidatesPage />, { i18n, path: '/employer/candidates' });
  const heading = await screen.findByRole('heading', { level: 2, name: /भन्दा बढी/ }, WAIT);
  expect(heading.textContent).toBe('२,००० भन्दा बढी सम्भावित कर्मचारी भेटिनुभयो');
});
