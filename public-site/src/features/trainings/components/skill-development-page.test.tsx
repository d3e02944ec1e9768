// @vitest-environment happy-dom

import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type Enrolment, trainingKeys, useAuthPanel, useSession } from 'shared-api';
import { wireEnrolment, wirePublicTraining, wireTraining } from 'shared-api/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchPage } from '../../../app.tsx';
import { stubApi } from '../../../test/api-stub.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { i18n, renderWithProviders } from '../../../test/render.tsx';
import { SkillDevelopmentPage } from './skill-development-page.tsx';

const OPEN = wirePublicTraining('t1', { seats: 12, seatsLeft: 5, enrolled: 7 });
const FULL = wirePublicTraining('t2', {
  title: 'Building electrician',
  seats: 10,
  seatsLeft: 0,
  enrolled: 10,
  waiting: 3,
  startDate: '2027-02-14',
});

/** The seeker's enrolments as the server keeps them: POST adds one (waiting when full), DELETE withdraws it. */
function serveSeeker(initial: Enrolment[] = []) {
  let mine = initial;
  return stubApi({
    'GET /trainings': [200, [OPEN, FULL]],
    'GET /seekers/me/trainings': () => [200, mine],
    'GET /seekers/me/applications': [200, []],
    'POST /trainings/t1/enrolment': () => {
      const enrolment = wireEnrolment(wireTraining('t1'));
      mine = [enrolment];
      return [201, enrolment];
    },
    'POST /trainings/t2/enrolment': () => {
      const enrolment = wireEnrolment(wireTraining('t2'), { status: 'waiting', position: 4 });
      mine = [enrolment];
      return [201, enrolment];
    },
    'DELETE /trainings/t1/enrolment': () => {
      const withdrawn = { ...mine[0], status: 'withdrawn', withdrawnAt: '2026-11-03T00:00:00.000Z' } as Enrolment;
      mine = [withdrawn];
      return [200, withdrawn];
    },
  });
}

const row = async (title: string) =>
  (await screen.findAllByTestId('training-row')).find((item) => item.textContent?.includes(title)) as HTMLElement;

beforeEach(() => {
  useSession.setState({ user: null, loading: false });
  useAuthPanel.setState({ returnTo: null });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  useAuthPanel.getState().closeAuthPanel();
  void i18n.changeLanguage('en');
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('skill development page', () => {
  it('keeps the three training areas and lists the trainings from the API with seats left or the waiting list', async () => {
    const api = serveSeeker();
    renderWithProviders(<SkillDevelopmentPage />, '/skill-development');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    const open = await row('Hotel and restaurant assistant');
    expect(within(open).getByText('5 of 12 seats left')).toBeTruthy();
    expect(within(open).getByText('Jan 10, 2027 · 26 Poush 2083')).toBeTruthy();
    expect(within(open).getByText('Lakeside, Pokhara')).toBeTruthy();
    const full = await row('Building electrician');
    expect(full.textContent).toContain('Full: waiting list (3 waiting)');
    expect(api.seen).toContain('GET /trainings?lang=en');
  });

  it('says so when no training is open', async () => {
    stubApi({ 'GET /trainings': [200, []] });
    renderWithProviders(<SkillDevelopmentPage />, '/skill-development');
    expect((await screen.findByTestId('no-trainings')).textContent).toContain('No courses are open');
  });

  it('asks a guest to log in and brings them back to the page', async () => {
    serveSeeker();
    renderWithProviders(<SkillDevelopmentPage />, '/skill-development');
    const open = await row('Hotel and restaurant assistant');
    fireEvent.click(within(open).getByRole('button', { name: 'Log in to enrol' }));
    expect(useAuthPanel.getState().returnTo).toBe('/skill-development');
    expect(useAuthPanel.getState().open).toBe(true);
  });

  it('lets a seeker enrol, see their status and withdraw after confirming', async () => {
    useSession.setState({ user: makeUser('job_seeker') });
    const api = serveSeeker();
    renderWithProviders(<SkillDevelopmentPage />, '/skill-development');
    const open = await row('Hotel and restaurant assistant');
    fireEvent.click(await within(open).findByRole('button', { name: 'Enrol in Hotel and restaurant assistant' }));
    expect((await within(open).findByTestId('enrolment-status')).textContent).toBe('You are enrolled.');
    expect(api.seen).toContain('POST /trainings/t1/enrolment');
    fireEvent.click(within(open).getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Your seat goes to the first seeker on the waiting list.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(api.seen).toContain('DELETE /trainings/t1/enrolment'));
    expect(await within(open).findByRole('button', { name: 'Enrol in Hotel and restaurant assistant' })).toBeTruthy();
  });

  it('puts a seeker on the waiting list of a full training, with their position', async () => {
    useSession.setState({ user: makeUser('job_seeker') });
    serveSeeker();
    renderWithProviders(<SkillDevelopmentPage />, '/skill-development');
    const full = await row('Building electrician');
    fireEvent.click(await within(full).findByRole('button', { name: 'Join the waiting list of Building electrician' }));
    expect((await within(full).findByTestId('enrolment-status')).textContent).toBe(
      'You are number 4 on the waiting list.',
    );
    expect(within(full).getByRole('button', { name: 'Leave the waiting list' })).toBeTruthy();
  });

  it("shows the server's refusal in the reader's language", async () => {
    useSession.setState({ user: makeUser('job_seeker') });
    stubApi({
      'GET /trainings': [200, [OPEN]],
      'GET /seekers/me/trainings': [200, []],
      'POST /trainings/t1/enrolment': [
        409,
        { message: 'This training has already started.', code: 'training.alreadyStarted' },
      ],
    });
    await i18n.changeLanguage('ne');
    renderWithProviders(<SkillDevelopmentPage />, '/ne/skill-development');
    fireEvent.click(await screen.findByRole('button', { name: 'Hotel and restaurant assistant मा भर्ना हुनुहोस्' }));
    expect((await screen.findByRole('alert')).textContent).toBe('यो तालिम सुरु भइसकेको छ।');
  });

  it('offers employers and administrators no enrol action', async () => {
    for (const role of ['employer', 'admin'] as const) {
      useSession.setState({ user: makeUser(role) });
      const api = serveSeeker();
      renderWithProviders(<SkillDevelopmentPage />, '/skill-development');
      const open = await row('Hotel and restaurant assistant');
      expect(within(open).queryByRole('button')).toBeNull();
      expect(api.seen).not.toContain('GET /seekers/me/trainings');
      cleanup();
    }
  });

  it('writes every number in Devanagari digits in Nepali', async () => {
    serveSeeker();
    await i18n.changeLanguage('ne');
    renderWithProviders(<SkillDevelopmentPage />, '/ne/skill-development');
    const open = await row('Hotel and restaurant assistant');
    expect(within(open).getByText('१२ मध्ये ५ सिट बाँकी')).toBeTruthy();
    const full = await row('Building electrician');
    expect(full.textContent).toContain('प्रतीक्षा सूची (३ जना पर्खिरहेका)');
    expect(full.textContent).not.toMatch(/[0-9]{4}-/);
  });

  it('is fetched before the server renders it, in the language of its URL', async () => {
    const api = stubApi({ 'GET /trainings': [200, [OPEN]] });
    const client = new QueryClient();
    await prefetchPage('/ne/skill-development', client);
    expect(api.seen).toEqual(['GET /trainings?lang=ne']);
    expect(client.getQueryData(trainingKeys.list('ne'))).toHaveLength(1);
  });
});
