// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Enrolment } from 'shared-api';
import { type ApiRequest, startLoopbackApi, wireEnrolment, wireTraining } from 'shared-api/testing';
import { renderRemote, signedInForEachTest } from 'shared-ui/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n, SERVER_WAIT } from '../../../test/section-harness.tsx';
import { seekerWire } from '../../../test/seeker-wire.ts';
import { MyTrainings } from './my-trainings.tsx';

const HOTEL = wireTraining('t1');
const ELECTRICIAN = wireTraining('t2', {
  title_en: 'Building electrician',
  title_ne: 'भवन बिजुली मिस्त्री',
  startDate: '2027-02-14',
});
const TAILORING = wireTraining('t3', { title_en: 'Tailoring', title_ne: 'सिलाइ', status: 'completed' });
const OLD = wireTraining('t4', { title_en: 'Old course' });

let mine: Enrolment[] = [];
let api: Awaited<ReturnType<typeof startLoopbackApi>>;
const answer = (request: ApiRequest) => {
  if (request.method === 'GET' && request.path === '/seekers/me/trainings') return { body: mine };
  if (request.method === 'DELETE' && request.path === '/trainings/t1/enrolment') {
    const withdrawn = { ...mine[0], status: 'withdrawn', withdrawnAt: '2026-11-03T00:00:00.000Z' } as Enrolment;
    mine = [withdrawn, ...mine.slice(1)];
    return { body: withdrawn };
  }
  return { status: 404, body: { message: 'Not found.', code: 'not_found' } };
};

beforeAll(async () => {
  api = await startLoopbackApi(answer);
});
afterAll(() => api.close());
beforeEach(() => {
  mine = [
    wireEnrolment(HOTEL),
    wireEnrolment(ELECTRICIAN, { status: 'waiting', position: 2 }),
    wireEnrolment(TAILORING, { status: 'completed', completedAt: '2026-11-20T00:00:00.000Z' }),
    wireEnrolment(OLD, { status: 'withdrawn', withdrawnAt: '2026-11-03T00:00:00.000Z' }),
  ];
  api.requests.length = 0;
});
signedInForEachTest(seekerWire, i18n);

/** The listed enrolments, in order: [first, second, third, …]. */
const items = async () => {
  const list = within(await screen.findByTestId('training-list', {}, SERVER_WAIT)).getAllByRole('listitem');
  return { count: list.length, at: (index: number) => list[index] as HTMLElement };
};

describe('my trainings', () => {
  it('lists the enrolments but the withdrawn ones, with the waiting position and withdraw only where allowed', async () => {
    renderRemote(<MyTrainings />, { i18n });
    const list = await items();
    expect(list.count).toBe(3);
    const [hotel, electrician, tailoring] = [list.at(0), list.at(1), list.at(2)];
    expect(hotel.textContent).toContain('Enrolled');
    expect(hotel.textContent).toContain('Starts Jan 10, 2027');
    expect(within(hotel).getByRole('button', { name: 'Withdraw from Hotel and restaurant assistant' })).toBeTruthy();
    expect(electrician.textContent).toContain('Number 2 on the waiting list');
    expect(
      within(electrician).getByRole('button', { name: 'Leave the waiting list of Building electrician' }),
    ).toBeTruthy();
    expect(tailoring.textContent).toContain('Completed');
    expect(within(tailoring).queryByRole('button')).toBeNull();
  });

  it('withdraws after a confirmation, and the list is read again', async () => {
    renderRemote(<MyTrainings />, { i18n });
    const hotel = (await items()).at(0);
    fireEvent.click(within(hotel).getByRole('button', { name: 'Withdraw from Hotel and restaurant assistant' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect((screen.queryAllByRole('listitem') as HTMLElement[]).length).toBe(2), SERVER_WAIT);
    expect(api.writes().map((request) => `${request.method} ${request.path}`)).toEqual([
      'DELETE /trainings/t1/enrolment',
    ]);
  });

  it('links to the upcoming trainings when there is none', async () => {
    mine = [];
    renderRemote(<MyTrainings />, { i18n });
    const link = await screen.findByRole('link', { name: 'See the upcoming trainings' }, SERVER_WAIT);
    expect(link.getAttribute('href')).toBe('/skill-development');
  });

  it("links to the public page in the reader's language, so a Nepali reader stays in Nepali", async () => {
    mine = [];
    await act(() => i18n.changeLanguage('ne'));
    renderRemote(<MyTrainings />, { i18n });
    const link = await screen.findByRole('link', { name: 'आगामी तालिमहरू हेर्नुहोस्' }, SERVER_WAIT);
    expect(link.getAttribute('href')).toBe('/ne/skill-development');
  });

  it('names the trainings in Nepali with Devanagari digits', async () => {
    await act(() => i18n.changeLanguage('ne'));
    renderRemote(<MyTrainings />, { i18n });
    const list = await items();
    const [hotel, electrician] = [list.at(0), list.at(1)];
    expect(hotel.textContent).toContain('होटल तथा रेस्टुराँ सहायक');
    expect(electrician.textContent).toContain('प्रतीक्षा सूचीमा २ नम्बर');
    expect(electrician.textContent).not.toMatch(/[0-9]/);
  });
});
