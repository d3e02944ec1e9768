// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type EnrolmentRow, type Training, type User, useSession } from 'shared-api';
import { type ApiRequest, startLoopbackApi, wireEnrolmentRow, wirePage, wireTraining } from 'shared-api/testing';
import { initTestI18n, renderRemote } from 'shared-ui/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import App from '../../../app.tsx';
import en from '../../../i18n/en.json';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import ne from '../../../i18n/ne.json';

const i18n = initTestI18n('en', { [NAMESPACE]: { en, ne } });
useSession.setState({ user: { id: 'admin-1', role: 'admin', email: 'admin@example.org' } as User, token: 'token' });
const WAIT = { timeout: 5000 };

/** The trainings API as the server keeps it, in memory: enough state for the screens' round trips. */
let trainings: Training[] = [];
let enrolments: EnrolmentRow[] = [];
function answer({ method, path, body }: ApiRequest) {
  const [, , , id, part, enrolmentId, mark] = path.split('/');
  const training = trainings.find((item) => item.id === id);
  if (method === 'GET' && path === '/admin/trainings') return { body: wirePage(trainings, 10) };
  if (method === 'POST' && path === '/admin/trainings') {
    const created = wireTraining('new-1', { ...(body as Partial<Training>) });
    trainings = [...trainings, created];
    return { status: 201, body: created };
  }
  // The other admin calls of the layout (the pending employers' badge) find nothing.
  if (!path.startsWith('/admin/trainings/')) return { body: wirePage([], 5) };
  if (!training) return { status: 404, body: { message: 'Training not found.', code: 'training.notFound' } };
  if (method === 'GET' && part === undefined) return { body: training };
  if (method === 'PUT' && part === 'status') {
    Object.assign(training, body);
    return { body: training };
  }
  if (method === 'GET' && part === 'enrolments') return { body: wirePage(enrolments, 20) };
  if (method === 'GET' && part === 'enrolments.csv') return { body: 'name,email' };
  if (method === 'PUT' && part === 'enrolments' && enrolmentId) {
    const enrolment = enrolments.find((item) => item.id === enrolmentId) as EnrolmentRow;
    const on = Object.values(body as object)[0] === true;
    enrolment.status = mark === 'attendance' ? (on ? 'attended' : 'enrolled') : on ? 'completed' : 'attended';
    return { body: enrolment };
  }
  return { status: 404, body: { message: 'Not found.', code: 'not_found' } };
}

let api: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeAll(async () => {
  api = await startLoopbackApi(answer);
});
afterAll(() => api.close());
beforeEach(() => {
  trainings = [
    wireTraining('t1', { enrolled: 2, waiting: 1, seats: 2, seatsLeft: 0 }),
    wireTraining('t2', { title_en: 'Tailoring', title_ne: 'सिलाइ', status: 'draft' }),
  ];
  enrolments = [
    wireEnrolmentRow('a', { fullName: 'Sita Sharma' }),
    wireEnrolmentRow('b', { fullName: 'Hari Thapa', status: 'attended' }),
    wireEnrolmentRow('c', { fullName: 'Maya Gurung', status: 'waiting', position: 1 }),
  ];
  api.requests.length = 0;
});
afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('en'));
});

const renderAt = (path: string) => renderRemote(<App />, { i18n, path });
const sent = () => api.writes().map((request) => `${request.method} ${request.path} ${JSON.stringify(request.body)}`);
const reads = () => api.requests.filter((request) => request.method === 'GET').map((r) => `${r.path}?${r.query}`);

describe('admin trainings', () => {
  it('lists the trainings from the nav, searched and filtered on the server', async () => {
    const user = userEvent.setup();
    renderAt('/admin/dashboard');
    await user.click(screen.getByRole('link', { name: 'Trainings' }));
    const rows = await screen.findAllByTestId('training-row', {}, WAIT);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('2 of 2 taken · 1 waiting');
    expect(within(rows[1] as HTMLElement).getByText('Draft')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search by title' }), 'hotel{Enter}');
    await waitFor(() => expect(reads()).toContain('/admin/trainings?q=hotel&page=1&pageSize=10'), WAIT);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'open');
    await waitFor(() => expect(reads()).toContain('/admin/trainings?q=hotel&status=open&page=1&pageSize=10'), WAIT);
  });

  it('creates a training in both languages, refusing it before sending while a Nepali text is missing', async () => {
    const user = userEvent.setup();
    renderAt('/admin/trainings/new');
    const form = await screen.findByTestId('training-form');
    const fill = (label: string, text: string) => user.type(within(form).getByLabelText(new RegExp(`^${label}`)), text);
    await fill('Title \\(English\\)', 'Tour guide');
    await fill('Description \\(English\\)', 'Guiding on the trails.');
    await fill('Description \\(Nepali\\)', 'पदमार्गमा गाइड।');
    await fill('Duration \\(English\\)', '2 months');
    await fill('Duration \\(Nepali\\)', '२ महिना');
    await fill('Schedule \\(English\\)', 'Mornings');
    await fill('Schedule \\(Nepali\\)', 'बिहान');
    await fill('Venue \\(English\\)', 'Pokhara');
    await fill('Venue \\(Nepali\\)', 'पोखरा');
    await fill('Contact', '061-000000');
    await user.selectOptions(within(form).getByRole('combobox', { name: /Start date: Year/ }), '2027');
    await user.selectOptions(within(form).getByRole('combobox', { name: /Start date: Month/ }), 'Mar');
    await user.selectOptions(within(form).getByRole('combobox', { name: /Start date: Day/ }), '1');
    await user.selectOptions(within(form).getByRole('combobox', { name: /Status/ }), 'open');
    await user.click(within(form).getByRole('button', { name: 'Add training' }));
    expect(await within(form).findByText('Please enter the title in English and in Nepali.')).toBeTruthy();
    expect(api.writes()).toHaveLength(0);
    await fill('Title \\(Nepali\\)', 'पर्यटक गाइड');
    await user.click(within(form).getByRole('button', { name: 'Add training' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/trainings/new-1'), WAIT);
    expect(api.writes()[0]?.body).toMatchObject({
      title_en: 'Tour guide',
      title_ne: 'पर्यटक गाइड',
      category: 'hospitality',
      seats: 20,
      startDate: '2027-03-01',
      contact: '061-000000',
      status: 'open',
    });
    expect(await screen.findByText('Saved successfully.')).toBeTruthy();
  });

  it('asks before leaving a form with unsaved edits', async () => {
    const user = userEvent.setup();
    renderAt('/admin/trainings/t1/edit');
    const title = await screen.findByLabelText(/^Title \(English\)/, {}, WAIT);
    await user.type(title, ' plus');
    await user.click(screen.getByRole('link', { name: 'Jobs' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/admin/trainings/t1/edit');
  });

  it('offers only the moves the server allows, and asks before a final one', async () => {
    const user = userEvent.setup();
    renderAt('/admin/trainings/t1');
    const actions = await screen.findByTestId('training-status-actions', {}, WAIT);
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Close enrolment', 'Mark the training completed', 'Cancel the training']);
    await user.click(within(actions).getByRole('button', { name: 'Cancel the training' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the training' }));
    await waitFor(() => expect(sent()).toEqual(['PUT /admin/trainings/t1/status {"status":"cancelled"}']), WAIT);
    expect(await screen.findByText('The training is cancelled.')).toBeTruthy();
    // Cancelled is final: no moves, no marks, no edit.
    await waitFor(() => expect(screen.queryByTestId('training-status-actions')).toBeNull());
    expect(within(screen.getByTestId('enrolments')).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it('marks attendance and completion row by row, and downloads the list as CSV', async () => {
    const user = userEvent.setup();
    renderAt('/admin/trainings/t1');
    const rows = await screen.findAllByTestId('enrolment-row', {}, WAIT);
    const [sita, hari, maya] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(maya.textContent).toContain('Waiting list, number 1');
    expect(within(maya).queryByRole('button')).toBeNull();
    await user.click(within(sita).getByRole('button', { name: 'Mark Sita Sharma attended' }));
    expect(await screen.findByText('Sita Sharma is marked attended.', {}, WAIT)).toBeTruthy();
    await user.click(within(hari).getByRole('button', { name: 'Mark Hari Thapa completed' }));
    expect(await screen.findByText(/Hari Thapa completed the training/, {}, WAIT)).toBeTruthy();
    expect(sent()).toEqual([
      'PUT /admin/trainings/t1/enrolments/a/attendance {"attended":true}',
      'PUT /admin/trainings/t1/enrolments/b/completion {"completed":true}',
    ]);
    expect(await within(hari).findByRole('button', { name: 'Undo completion for Hari Thapa' }, WAIT)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(reads()).toContain('/admin/trainings/t1/enrolments.csv?'), WAIT);
  });

  it('writes the counts in Devanagari digits in Nepali', async () => {
    await act(() => i18n.changeLanguage('ne'));
    renderAt('/admin/trainings');
    const rows = await screen.findAllByTestId('training-row', {}, WAIT);
    expect(rows[0]?.textContent).toContain('२ मध्ये २ सिट भरिएका · १ जना प्रतीक्षामा');
    expect(rows[1]?.textContent).toContain('सिलाइ');
  });
});
