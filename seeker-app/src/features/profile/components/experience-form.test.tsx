// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession, type WireUser } from 'shared-api';
import { pickDate } from 'shared-ui/testing';
import { describe, expect, it } from 'vitest';
import { common, i18n, renderSection, SERVER_WAIT, setUpSectionTests, text } from '../../../test/section-harness.tsx';
import { seekerWire } from '../../../test/seeker-wire.ts';
import { ExperienceSection } from './experience-section.tsx';

const wire: WireUser = { ...seekerWire, experience: [] };
const harness = setUpSectionTests();

async function openAddForm() {
  const user = userEvent.setup();
  renderSection(wire, (user) => <ExperienceSection user={user} />);
  await user.click(screen.getByRole('button', { name: 'Add experience' }));
  return { user, dialog: within(screen.getByRole('dialog')) };
}

/** The job the third test types, as the form sends it: a current job has no end date. */
const job = {
  title: 'Guide',
  company: 'Annapurna Treks',
  location: '',
  startDate: '2020-05-01',
  endDate: null,
  present: true,
  noticePeriod: '1 month',
  description: '',
};

describe('experience form (contract schema)', () => {
  it('shows the contract rules in English and Nepali, focuses the first invalid field, and sends nothing', async () => {
    const { user, dialog } = await openAddForm();
    expect(screen.getByRole('dialog').querySelector('form')?.noValidate).toBe(true);
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Job title is required.')).toBeTruthy();
    expect(dialog.getByText('Company is required.')).toBeTruthy();
    expect(dialog.getByText('Start date is required.')).toBeTruthy();
    expect(document.activeElement).toBe(dialog.getByLabelText(/^Job title/));
    expect(dialog.getByLabelText(/^Job title/).getAttribute('aria-invalid')).toBe('true');

    await act(() => i18n.changeLanguage('ne'));
    const titleRequired = common('errors.seeker.titleRequired', 'ne');
    expect(titleRequired).not.toBe('Job title is required.');
    expect(dialog.getByText(titleRequired)).toBeTruthy();
    expect(dialog.getByText(common('errors.seeker.companyRequired', 'ne'))).toBeTruthy();
    expect(dialog.queryByText('Job title is required.')).toBeNull();
    expect(harness.api.received()).toEqual([]);
  });

  it('runs the end-after-start rule of the contract before sending', async () => {
    const { user, dialog } = await openAddForm();
    await user.type(dialog.getByLabelText(/^Job title/), 'Guide');
    await user.type(dialog.getByLabelText(/^Company/), 'Annapurna Treks');
    await pickDate(user, 'Start date', '2020-05-01', dialog);
    await pickDate(user, 'End date', '2019-01-01', dialog);
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('The end date cannot be before the start date.')).toBeTruthy();
    expect(document.activeElement).toBe(dialog.getByRole('combobox', { name: 'End date: Year' }));
    expect(harness.api.received()).toEqual([]);
  });

  it('puts a server field error on its field (translated by code), then saves and closes', async () => {
    const { user, dialog } = await openAddForm();
    await user.type(dialog.getByLabelText(/^Job title/), 'Guide');
    await user.type(dialog.getByLabelText(/^Company/), 'Annapurna Treks');
    await pickDate(user, 'Start date', '2020-05-01', dialog);
    await user.click(dialog.getByLabelText('I currently work here'));
    await user.type(dialog.getByLabelText(/^Notice period/), '1 month');
    await act(() => i18n.changeLanguage('ne'));
    harness.api.reply(400, {
      message: 'Must be at most 200 characters.',
      code: 'validation.too_big',
      field: 'company',
    });
    await user.click(dialog.getByRole('button', { name: text('actions.save') }));
    expect(await dialog.findByText(common('errors.validation.too_big', 'ne'), {}, SERVER_WAIT)).toBeTruthy();
    expect(dialog.queryByText('Must be at most 200 characters.')).toBeNull();
    expect(document.activeElement).toBe(dialog.getByLabelText(new RegExp(`^${text('experience.company')}`)));
    expect(dialog.queryByRole('alert')).toBeNull();
    expect(harness.api.received()).toEqual([
      {
        method: 'POST',
        path: '/users/experience',
        query: '',
        body: job,
      },
    ]);

    const saved = { id: '00000000-0000-4000-8000-0000000000e1', ...job };
    harness.api.reply(200, { ...wire, experience: [saved] });
    await user.click(dialog.getByRole('button', { name: text('actions.save') }));
    expect(await screen.findByText(text('messages.saved'), {}, SERVER_WAIT)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: 'Guide' })).toBeTruthy();
    // The user the server answered with replaced the stored one.
    const stored = useSession.getState().user;
    expect(stored?.role === 'job_seeker' ? stored.profile.experience.map((e) => e.id) : null).toEqual([saved.id]);
  });
});
