// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WireUser } from 'shared-api';
import { expect, it } from 'vitest';
import { common, i18n, renderSection, SERVER_WAIT, setUpSectionTests, text } from '../../../test/section-harness.tsx';
import { seekerWire } from '../../../test/seeker-wire.ts';
import { PreferencesSection } from './preferences-section.tsx';

const withSalary = (expectedSalary: number): WireUser => ({
  ...seekerWire,
  preferences: { expectedSalary, jobTypes: [], locations: [], industries: [] },
});

const harness = setUpSectionTests();
const show = (wire: WireUser) => renderSection(wire, (user) => <PreferencesSection user={user} />);

const salaryBox = () => screen.getByRole('textbox', { name: text('preferences.expectedSalary') }) as HTMLInputElement;

it('sends salary text that is not a number as 0 and shows the stored value (an empty box for 0)', async () => {
  const user = userEvent.setup();
  show(withSalary(25000));
  expect(salaryBox().value).toBe('25000');
  await user.clear(salaryBox());
  await user.type(salaryBox(), 'a lot');
  harness.api.reply(200, withSalary(0));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Changes Saved!', {}, SERVER_WAIT)).toBeTruthy();
  expect(harness.api.received()).toEqual([
    {
      method: 'PUT',
      path: '/users/profile',
      query: '',
      body: { preferences: { expectedSalary: 0, jobTypes: [], locations: [], industries: [] } },
    },
  ]);
  expect(salaryBox().value).toBe('');
  expect(screen.getByText('Not specified')).toBeTruthy();
});

it("checks the contract's salary bound before sending, and puts the server's refusal on the salary box", async () => {
  const user = userEvent.setup();
  show(withSalary(0));
  await user.type(salaryBox(), '999999999999');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Expected salary must be a number of 0 or more.')).toBeTruthy();
  expect(document.activeElement).toBe(salaryBox());
  expect(harness.api.received()).toEqual([]);

  await user.clear(salaryBox());
  await user.type(salaryBox(), '30000');
  await act(() => i18n.changeLanguage('ne'));
  harness.api.reply(400, {
    message: 'Expected salary must be a number of 0 or more.',
    code: 'seeker.expectedSalaryInvalid',
    field: 'preferences.expectedSalary',
  });
  await user.click(screen.getByRole('button', { name: text('actions.save') }));
  const translated = common('errors.seeker.expectedSalaryInvalid', 'ne');
  expect(translated).not.toBe('Expected salary must be a number of 0 or more.');
  expect(await screen.findByText(translated, {}, SERVER_WAIT)).toBeTruthy();
  expect(salaryBox().getAttribute('aria-invalid')).toBe('true');
  expect(screen.queryByRole('alert')).toBeNull();
});
