import { act, configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { type User, useSession } from 'shared-api';
import { startLoopbackApi } from 'shared-api/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getCalendarPreference, setCalendarPreference } from '../calendar/calendar-preference.ts';
import { useCalendarPreferenceSync } from '../calendar/use-calendar-preference-sync.ts';
import { initTestI18n } from '../testing/init-test-i18n.ts';
import { CalendarPreferenceFields } from './calendar-preference-fields.tsx';

configure({ asyncUtilTimeout: 5000 });
const DEFAULT = { calendarFirst: 'auto', showSecondCalendar: true } as const;
let stored: unknown = { calendarFirst: 'ad', showSecondCalendar: false };
let api: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeAll(async () => {
  api = await startLoopbackApi(({ method, body }) => {
    if (method === 'PUT') stored = body;
    return { body: stored };
  });
});
afterAll(() => api.close());
afterEach(() => {
  act(() => setCalendarPreference(DEFAULT));
  useSession.setState({ user: null, token: null });
  api.requests.length = 0;
});

function Settings() {
  useCalendarPreferenceSync();
  return <CalendarPreferenceFields example="2026-11-22" />;
}

const renderSettings = () =>
  render(
    <I18nextProvider i18n={initTestI18n()}>
      <Settings />
    </I18nextProvider>,
  );

describe('CalendarPreferenceFields', () => {
  it("a visitor's choice applies at once and stays in the browser only", async () => {
    const user = userEvent.setup();
    renderSettings();
    expect(screen.getByText('Example: Nov 22, 2026 · 6 Mangsir 2083')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Bikram Sambat (BS)' }));
    expect(screen.getByText('Example: 6 Mangsir 2083 · Nov 22, 2026')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Also show the date in the other calendar' }));
    expect(screen.getByText('Example: 6 Mangsir 2083')).toBeTruthy();
    expect(getCalendarPreference()).toEqual({ calendarFirst: 'bs', showSecondCalendar: false });
    expect(api.requests).toEqual([]);
  });

  it("a signed-in user's choice comes from the server and is saved there", async () => {
    useSession.setState({ user: { id: 'seeker-1', role: 'job_seeker' } as User, token: 'token' });
    const user = userEvent.setup();
    renderSettings();
    // The server's stored choice (AD only) replaces the default.
    expect(await screen.findByText('Example: Nov 22, 2026')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Gregorian (AD)' })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('radio', { name: 'By language (BS in Nepali, AD in English)' }));
    expect(await screen.findByText('Date settings saved.')).toBeTruthy();
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        path: '/users/me/display-preferences',
        query: '',
        body: { calendarFirst: 'auto', showSecondCalendar: false },
      },
    ]);
    expect(stored).toEqual({ calendarFirst: 'auto', showSecondCalendar: false });
  });
});
