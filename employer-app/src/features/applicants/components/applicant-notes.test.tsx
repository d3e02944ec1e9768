// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EmployerNote } from 'shared-api';
import { type ApiRequest, startLoopbackApi } from 'shared-api/testing';
import { renderRemote, signedInForEachTest } from 'shared-ui/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { employer, i18n } from '../../../test/render-app.tsx';
import { ApplicantNotes } from './applicant-notes.tsx';

const WAIT = { timeout: 5000 };
const note = (id: string, body: string, createdAt: string, updatedAt = createdAt): EmployerNote => ({
  id,
  applicationId: 'a1',
  body,
  createdAt,
  updatedAt,
});

let notes: EmployerNote[] = [];
let api: Awaited<ReturnType<typeof startLoopbackApi>>;
const answer = (request: ApiRequest) => {
  if (request.path === '/applications/a1/notes' && request.method === 'GET') return { body: notes };
  if (request.path === '/applications/a1/notes' && request.method === 'POST') {
    const body = (request.body as { body: string }).body;
    const created = note(`n${notes.length + 1}`, body, '2026-11-27T06:00:00.000Z');
    notes = [created, ...notes];
    return { status: 201, body: created };
  }
  const id = request.path.split('/').at(-1);
  if (request.method === 'DELETE') {
    notes = notes.filter((n) => n.id !== id);
    return { status: 204 };
  }
  return { status: 404, body: { message: 'Not found.', code: 'not_found' } };
};

beforeAll(async () => {
  api = await startLoopbackApi(answer);
});
afterAll(() => api.close());
beforeEach(() => {
  notes = [note('n0', 'Called: can start in May.', '2026-11-20T04:15:00.000Z')];
  api.requests.length = 0;
});
signedInForEachTest(employer({ approvalStatus: 'approved' }), i18n);

describe("the employer's private notes on an application", () => {
  it('adds a note (trimmed), asks before deleting one, and says a blank note needs text', async () => {
    const user = userEvent.setup();
    renderRemote(<ApplicantNotes applicationId="a1" />, { i18n });
    const list = await screen.findByTestId('note-list', {}, WAIT);
    expect(list.textContent).toContain('Called: can start in May.');
    expect(screen.getByText(/Only your company's account sees these notes/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Write the note.')).toBeTruthy();
    expect(api.writes()).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /Add a note/ }), '  Second interview on Sunday.  ');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(screen.getByTestId('note-list').textContent).toContain('Second interview on Sunday.'));
    expect(api.writes()).toEqual([
      { method: 'POST', path: '/applications/a1/notes', query: '', body: { body: 'Second interview on Sunday.' } },
    ]);
    expect((screen.getByRole('textbox', { name: /Add a note/ }) as HTMLTextAreaElement).value).toBe('');

    const first = within(screen.getByTestId('note-list')).getAllByRole('listitem')[1] as HTMLElement;
    await user.click(within(first).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('It cannot be brought back');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByTestId('note-list').textContent).not.toContain('Called: can start in May.'));
    expect(api.writes().at(-1)).toMatchObject({ method: 'DELETE', path: '/applications/a1/notes/n0' });
  });

  it('reads in Nepali, its times in Devanagari digits', async () => {
    await act(() => i18n.changeLanguage('ne'));
    renderRemote(<ApplicantNotes applicationId="a1" />, { i18n });
    const list = await screen.findByTestId('note-list', {}, WAIT);
    expect(screen.getByRole('heading', { name: 'निजी टिप्पणीहरू' })).toBeTruthy();
    const time = within(list).getAllByText(/२०८३|२०२६/)[0] as HTMLElement;
    expect(time.textContent).not.toMatch(/[0-9]/);
  });
});
