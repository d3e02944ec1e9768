// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import type { EmployerJob } from 'shared-api';
import { wireJob } from 'shared-api/testing';
import { addTestNamespace } from 'shared-ui/testing';
import { afterEach, beforeAll, expect, it } from 'vitest';
import en from '../../../i18n/en.json';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import ne from '../../../i18n/ne.json';
import { i18n } from '../../../test/render-app.tsx';
import { InviteDialog, invitableJobs } from './invite-dialog.tsx';

beforeAll(() => addTestNamespace(NAMESPACE, { en, ne }));
afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('en'));
});

const job = (id: string, title: string, extra: Partial<EmployerJob> = {}) =>
  ({ ...wireJob(id, { title, ...extra }), applicationCount: 0 }) as EmployerJob;

it('offers only open jobs whose deadline has not passed', () => {
  const jobs = [
    job('a', 'Cook'),
    job('b', 'Waiter', { status: 'closed' }),
    job('c', 'Driver', { applicationDeadline: '2020-01-01' }),
  ];
  expect(invitableJobs(jobs).map((j) => j.title)).toEqual(['Cook']);
});

it('is a keyboard dialog: the job is chosen with the keyboard, Enter on Send invites, Escape cancels', async () => {
  const user = userEvent.setup();
  const invited: string[] = [];
  let cancelled = 0;
  render(
    <I18nextProvider i18n={i18n}>
      <InviteDialog
        open
        busy={false}
        candidateName="Sita G."
        jobs={[job('a', 'Cook'), job('b', 'Barista')]}
        onInvite={(id) => invited.push(id)}
        onCancel={() => {
          cancelled += 1;
        }}
      />
    </I18nextProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Invite Sita G. to apply' });
  expect(dialog).toBeTruthy();
  const select = screen.getByRole('combobox', { name: 'Job' });
  await user.selectOptions(select, 'Barista');
  screen.getByRole('button', { name: 'Send invitation' }).focus();
  await user.keyboard('{Enter}');
  expect(invited).toEqual(['b']);
  await user.keyboard('{Escape}');
  expect(cancelled).toBe(1);
});
