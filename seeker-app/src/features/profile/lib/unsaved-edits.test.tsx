// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WireUser } from 'shared-api';
import { expect, it } from 'vitest';
import { renderSection, SERVER_WAIT, setUpSectionTests, text } from '../../../test/section-harness.tsx';
import { seekerWire } from '../../../test/seeker-wire.ts';
import { InfoSection } from '../components/info-section.tsx';
import { PreferencesSection } from '../components/preferences-section.tsx';
import { UnsavedEditsProvider } from './unsaved-edits.tsx';

const harness = setUpSectionTests();

/** The sections inside the page's registry, with what it says shown in `unsaved`. */
const show = (wire: WireUser) =>
  renderSection(wire, (user) => (
    <UnsavedEditsProvider>
      {(unsaved) => (
        <>
          <output data-testid="unsaved">{String(unsaved)}</output>
          <InfoSection user={user} />
          <PreferencesSection user={user} />
        </>
      )}
    </UnsavedEditsProvider>
  ));
const unsaved = () => screen.getByTestId('unsaved').textContent;
const saved = (patch: Partial<WireUser>): WireUser => ({ ...seekerWire, ...patch });

it('says nothing is unsaved until a field changes, and again once the change is undone', async () => {
  const user = userEvent.setup();
  show(seekerWire);
  expect(unsaved()).toBe('false');
  const headline = screen.getByRole('textbox', { name: text('info.headline') });
  await user.type(headline, 'Guide');
  expect(unsaved()).toBe('true');
  await user.clear(headline);
  await waitFor(() => expect(unsaved()).toBe('false'));
});

it('says nothing is unsaved once the changed sections are saved', async () => {
  const user = userEvent.setup();
  show(seekerWire);
  await user.type(screen.getByRole('textbox', { name: text('preferences.expectedSalary') }), '25000');
  await user.type(screen.getByRole('textbox', { name: text('info.headline') }), ' and cook');
  expect(unsaved()).toBe('true');

  harness.api.reply(
    200,
    saved({ preferences: { expectedSalary: 25000, jobTypes: [], locations: [], industries: [] } }),
  );
  const [infoSave, preferencesSave] = screen.getAllByRole('button', { name: text('actions.save') });
  await user.click(preferencesSave as HTMLElement);
  expect(await screen.findByText(text('messages.changesSaved'), {}, SERVER_WAIT)).toBeTruthy();
  expect(unsaved()).toBe('true');

  harness.api.reply(200, saved({ headline: `${seekerWire.headline ?? ''} and cook` }));
  await user.click(infoSave as HTMLElement);
  await waitFor(() => expect(unsaved()).toBe('false'), SERVER_WAIT);
});
