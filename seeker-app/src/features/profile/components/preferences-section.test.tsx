// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { toUser, useSession, type WireUser } from 'shared-api';
import { addNamespace, initPortalI18n } from 'shared-ui';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import en from '../../../i18n/en.json';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import ne from '../../../i18n/ne.json';
import { startApiServer } from '../../../test/api-server.ts';
import { seekerWire } from '../../../test/seeker-wire.ts';
import { PreferencesSection } from './preferences-section.tsx';

const i18n = initPortalI18n('en');
addNamespace(NAMESPACE, { en, ne });

const withSalary = (expectedSalary: number): WireUser => ({
  ...seekerWire,
  preferences: { expectedSalary, jobTypes: [], locations: [], industries: [] },
});

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
  return user?.role === 'job_seeker' ? <PreferencesSection user={user} /> : null;
}

function renderSection(wire: WireUser) {
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

const salaryBox = () =>
  screen.getByRole('textbox', { name: i18n.t('preferences.expectedSalary', { ns: NAMESPACE }) }) as HTMLInputElement;

it('sends salary text that is not a number as 0 and shows the stored value (an empty box for 0)', async () => {
  const user = userEvent.setup();
  renderSection(withSalary(25000));
  expect(salaryBox().value).toBe('25000');
  await user.clear(salaryBox());
  await user.type(salaryBox(), 'a lot');
  api.reply(200, withSalary(0));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Changes Saved!')).toBeTruthy();
  expect(api.received).toEqual([
    {
      method: 'PUT',
      url: '/api/users/profile',
      body: { preferences: { expectedSalary: 0, jobTypes: [], locations: [], industries: [] } },
    },
  ]);
  expect(salaryBox().value).toBe('');
  expect(screen.getByText('Not specified')).toBeTruthy();
});

it("checks the contract's salary bound before sending, and puts the server's refusal on the salary box", async () => {
  const user = userEvent.setup();
  renderSection(withSalary(0));
  await user.type(salaryBox(), '999999999999');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Expected salary must be a number of 0 or more.')).toBeTruthy();
  expect(document.activeElement).toBe(salaryBox());
  expect(api.received).toEqual([]);

  await user.clear(salaryBox());
  await user.type(salaryBox(), '30000');
  await act(() => i18n.changeLanguage('ne'));
  api.reply(400, {
    message: 'Expected salary must be a number of 0 or more.',
    code: 'seeker.expectedSalaryInvalid',
    field: 'preferences.expectedSalary',
  });
  await user.click(screen.getByRole('button', { name: i18n.t('actions.save', { ns: NAMESPACE }) }));
  const translated = i18n.getFixedT('ne', 'common')('errors.seeker.expectedSalaryInvalid');
  expect(translated).not.toBe('Expected salary must be a number of 0 or more.');
  expect(await screen.findByText(translated)).toBeTruthy();
  expect(salaryBox().getAttribute('aria-invalid')).toBe('true');
  expect(screen.queryByRole('alert')).toBeNull();
});
