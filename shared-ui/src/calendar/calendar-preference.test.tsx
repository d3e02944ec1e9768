import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '../format.ts';
import { initTestI18n } from '../testing/init-test-i18n.ts';
import { useLanguage } from '../use-language.ts';
import {
  CALENDAR_STORAGE_KEY,
  calendarPreferenceFromCookieHeader,
  getCalendarPreference,
  RenderedCalendarPreference,
  setCalendarPreference,
} from './calendar-preference.ts';

function Deadline() {
  const language = useLanguage();
  return <p data-testid="deadline">{formatDate('2026-11-22', language)}</p>;
}

async function testI18n(language: 'en' | 'ne') {
  const i18n = initTestI18n();
  await i18n.changeLanguage(language);
  return i18n;
}

const DEFAULT = { calendarFirst: 'auto', showSecondCalendar: true } as const;

afterEach(() => {
  act(() => setCalendarPreference(DEFAULT));
  localStorage.clear();
});

describe('the calendar preference', () => {
  it('re-renders dates when it changes, and keeps the choice in the browser', async () => {
    const i18n = await testI18n('en');
    render(
      <I18nextProvider i18n={i18n}>
        <Deadline />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('deadline').textContent).toBe('Nov 22, 2026 · 6 Mangsir 2083');
    act(() => setCalendarPreference({ calendarFirst: 'bs', showSecondCalendar: false }));
    expect(screen.getByTestId('deadline').textContent).toBe('6 Mangsir 2083');
    expect(JSON.parse(localStorage.getItem(CALENDAR_STORAGE_KEY)!)).toEqual({
      calendarFirst: 'bs',
      showSecondCalendar: false,
    });
  });

  it('hydrates a server-rendered page with the default, then shows the stored choice (no mismatch)', async () => {
    const i18n = await testI18n('ne');
    const tree = (
      <I18nextProvider i18n={i18n}>
        <Deadline />
      </I18nextProvider>
    );
    const html = renderToString(tree); // the server: no stored choice there
    expect(html).toContain('२०८३ मङ्सिर ६ · नोभेम्बर २२, २०२६');
    setCalendarPreference({ calendarFirst: 'ad', showSecondCalendar: false }); // stored in this browser
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(container.textContent).toBe('नोभेम्बर २२, २०२६');
    container.remove();
  });

  it('hydrates with the preference the server rendered with (its cookie), whatever this browser stores', async () => {
    const i18n = await testI18n('en');
    const fromCookie = calendarPreferenceFromCookieHeader('portal_lang=en; portal_cal=bs.0');
    expect(fromCookie).toEqual({ calendarFirst: 'bs', showSecondCalendar: false });
    const tree = (
      <RenderedCalendarPreference.Provider value={fromCookie}>
        <I18nextProvider i18n={i18n}>
          <Deadline />
        </I18nextProvider>
      </RenderedCalendarPreference.Provider>
    );
    const html = renderToString(tree);
    expect(html).toContain('6 Mangsir 2083<');
    setCalendarPreference({ calendarFirst: 'ad', showSecondCalendar: true }); // changed since, in another tab
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe('Nov 22, 2026 · 6 Mangsir 2083');
    container.remove();
  });

  it('writes the choice to the portal_cal cookie and reads only valid cookies', () => {
    setCalendarPreference({ calendarFirst: 'ad', showSecondCalendar: false });
    expect(document.cookie).toContain('portal_cal=ad.0');
    expect(calendarPreferenceFromCookieHeader(document.cookie)).toEqual({
      calendarFirst: 'ad',
      showSecondCalendar: false,
    });
    for (const bad of [
      undefined,
      '',
      'portal_cal=julian.1',
      'portal_cal=bs.2',
      'xportal_cal=bs.1',
      'portal_cal=bs.1x',
    ]) {
      expect(calendarPreferenceFromCookieHeader(bad)).toBeNull();
    }
  });

  it('starts from the stored choice, and from the default when what is stored is not a valid choice', async () => {
    localStorage.setItem(CALENDAR_STORAGE_KEY, JSON.stringify({ calendarFirst: 'bs', showSecondCalendar: false }));
    vi.resetModules();
    const fresh = await import('./calendar-preference.ts');
    expect(fresh.getCalendarPreference()).toEqual({ calendarFirst: 'bs', showSecondCalendar: false });
    for (const bad of ['{"calendarFirst":"julian","showSecondCalendar":true}', 'not json', '{}']) {
      localStorage.setItem(CALENDAR_STORAGE_KEY, bad);
      vi.resetModules();
      expect((await import('./calendar-preference.ts')).getCalendarPreference()).toEqual(DEFAULT);
    }
    expect(getCalendarPreference()).toEqual(DEFAULT);
  });
});
