// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { toUser, useSession, type WireUser } from 'shared-api';
import { addNamespace, initPortalI18n } from 'shared-ui';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../i18n/en.json';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import ne from '../../../i18n/ne.json';
import { startApiServer } from '../../../test/api-server.ts';
import { seekerWire } from '../../../test/seeker-wire.ts';
import { ExperienceSection } from './experience-section.tsx';

const i18n = initPortalI18n('en');
addNamespace(NAMESPACE, { en, ne });
const common = (key: string, language: 'en' | 'ne') => i18n.getFixedT(language, 'common')(key);

const wire: WireUser = { ...seekerWire, experience: [] };

let api: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());
afterEach(async () => {
  cleanup();
  api.received.length = 0;
  useSession.setState({ user: null });
  await act(() => i18n.changeLanguage('en'));
});

function Section() {
  const user = useSession((state) => state.user);
  return user?.role === 'job_seeker' ? <ExperienceSection user={user} /> : null;
}

function renderSection() {
  useSession.setState({ user: toUser(wire) });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <Section />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

async function openAddForm() {
  const user = userEvent.setup();
  renderSection();
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
    expect(api.received).toEqual([]);
  });

  it('runs the end-after-start rule of the contract before sending', async () => {
    const { user, dialog } = await openAddForm();
    await user.type(dialog.getByLabelText(/^Job title/), 'Guide');
    await user.type(dialog.getByLabelText(/^Company/), 'Annapurna Treks');
    await user.type(dialog.getByLabelText(/^Start date/), '2020-05-01');
    await user.type(dialog.getByLabelText(/^End date/), '2019-01-01');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('The end date cannot be before the start date.')).toBeTruthy();
    expect(document.activeElement).toBe(dialog.getByLabelText(/^End date/));
    expect(api.received).toEqual([]);
  });

  it('puts a server field error on its field (translated by code), then saves and closes', async () => {
    const { user, dialog } = await openAddForm();
    await user.type(dialog.getByLabelText(/^Job title/), 'Guide');
    await user.type(dialog.getByLabelText(/^Company/), 'Annapurna Treks');
    await user.type(dialog.getByLabelText(/^Start date/), '2020-05-01');
    await user.click(dialog.getByLabelText('I currently work here'));
    await user.type(dialog.getByLabelText(/^Notice period/), '1 month');
    await act(() => i18n.changeLanguage('ne'));
    api.reply(400, { message: 'Must be at most 200 characters.', code: 'validation.too_big', field: 'company' });
    await user.click(dialog.getByRole('button', { name: i18n.t('actions.save', { ns: NAMESPACE }) }));
    expect(await dialog.findByText(common('errors.validation.too_big', 'ne'))).toBeTruthy();
    expect(dialog.queryByText('Must be at most 200 characters.')).toBeNull();
    expect(document.activeElement).toBe(
      dialog.getByLabelText(new RegExp(`^${i18n.t('experience.company', { ns: NAMESPACE })}`)),
    );
    expect(dialog.queryByRole('alert')).toBeNull();
    expect(api.received).toEqual([
      {
        method: 'POST',
        url: '/api/users/experience',
        body: job,
      },
    ]);

    const saved = { id: '00000000-0000-4000-8000-0000000000e1', ...job };
    api.reply(200, { ...wire, experience: [saved] });
    await user.click(dialog.getByRole('button', { name: i18n.t('actions.save', { ns: NAMESPACE }) }));
    expect(await screen.findByText(i18n.t('messages.saved', { ns: NAMESPACE }))).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: 'Guide' })).toBeTruthy();
    // The user the server answered with replaced the stored one.
    const stored = useSession.getState().user;
    expect(stored?.role === 'job_seeker' ? stored.profile.experience.map((e) => e.id) : null).toEqual([saved.id]);
  });
});
