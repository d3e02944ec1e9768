// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import type { WireUser } from 'shared-api';
import { UnsavedEditsGuard } from 'shared-ui/form';
import { expect, it } from 'vitest';
import { common, renderSection, SERVER_WAIT, setUpSectionTests, text } from '../../../test/section-harness.tsx';
import { seekerWire } from '../../../test/seeker-wire.ts';
import { InfoSection } from './info-section.tsx';
import { PreferencesSection } from './preferences-section.tsx';

const harness = setUpSectionTests();

/** The sections inside the page's guard, on a data router at /profile, with a link away. */
const show = (wire: WireUser) =>
  renderSection(wire, (user) => (
    <RouterProvider
      router={createMemoryRouter(
        [
          {
            path: '/profile',
            element: (
              <UnsavedEditsGuard>
                <InfoSection user={user} />
                <PreferencesSection user={user} />
                <Link to="/saved-jobs">Saved jobs</Link>
              </UnsavedEditsGuard>
            ),
          },
          { path: '/saved-jobs', element: <h1>Saved jobs</h1> },
        ],
        { initialEntries: ['/profile'] },
      )}
    />
  ));
const leaveDialog = () => screen.queryByRole('dialog', { name: common('unsavedEdits.title', 'en') });
/** Whether leaving by the link now asks (answered "stay", so the page stays for the next step). */
async function leavingAsks(user: ReturnType<typeof userEvent.setup>): Promise<boolean> {
  await user.click(screen.getByRole('link', { name: 'Saved jobs' }));
  if (!leaveDialog()) return false;
  await user.click(screen.getByRole('button', { name: common('unsavedEdits.stay', 'en') }));
  await waitFor(() => expect(leaveDialog()).toBeNull());
  return true;
}
const saved = (patch: Partial<WireUser>): WireUser => ({ ...seekerWire, ...patch });

it('asks before leaving only while a field differs from its saved value', async () => {
  const user = userEvent.setup();
  show(seekerWire);
  const headline = screen.getByRole('textbox', { name: text('info.headline') });
  await user.type(headline, 'Guide');
  expect(await leavingAsks(user)).toBe(true);
  // Back to the saved value (the profile has no headline yet).
  await user.clear(headline);
  expect(await leavingAsks(user)).toBe(false);
  expect(screen.getByRole('heading', { name: 'Saved jobs' })).toBeTruthy();
});

it('asks while one changed section is unsaved, and no more once both are saved', async () => {
  const user = userEvent.setup();
  show(seekerWire);
  await user.type(screen.getByRole('textbox', { name: text('preferences.expectedSalary') }), '25000');
  await user.type(screen.getByRole('textbox', { name: text('info.headline') }), ' and cook');

  harness.api.reply(
    200,
    saved({ preferences: { expectedSalary: 25000, jobTypes: [], locations: [], industries: [] } }),
  );
  const [infoSave, preferencesSave] = screen.getAllByRole('button', { name: text('actions.save') });
  await user.click(preferencesSave as HTMLElement);
  expect(await screen.findByText(text('messages.changesSaved'), {}, SERVER_WAIT)).toBeTruthy();
  expect(await leavingAsks(user)).toBe(true);

  harness.api.reply(200, saved({ headline: `${seekerWire.headline ?? ''} and cook` }));
  await user.click(infoSave as HTMLElement);
  await waitFor(() => expect(screen.getAllByText(text('messages.changesSaved'))).toHaveLength(2), SERVER_WAIT);
  expect(await leavingAsks(user)).toBe(false);
  expect(screen.getByRole('heading', { name: 'Saved jobs' })).toBeTruthy();
});
