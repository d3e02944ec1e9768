import { fireEvent, screen } from '@testing-library/react';
import { useLanguageStore } from 'shared-api';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageToggle } from './language-toggle.tsx';
import { initTestI18n } from './testing/init-test-i18n.ts';
import { renderRemote } from './testing/render-remote.tsx';

afterEach(() => {
  useLanguageStore.getState().setLanguage('en');
});

describe('LanguageToggle', () => {
  it("on a public page is a link to the page's other URL, followed in the app", async () => {
    const i18n = initTestI18n();
    await i18n.changeLanguage('en');
    renderRemote(<LanguageToggle otherLanguageUrl="/ne/jobs?q=cook" />, { i18n, path: '/jobs?q=cook' });
    const link = screen.getByRole('link', { name: 'Switch language: नेपाली' });
    expect(link.getAttribute('href')).toBe('/ne/jobs?q=cook');
    expect(link.getAttribute('hreflang')).toBe('ne');
    fireEvent.click(link);
    expect(screen.getByTestId('location').textContent).toBe('/ne/jobs?q=cook');
  });

  it('elsewhere switches the language in place, a GET form with lang before the scripts run', async () => {
    const i18n = initTestI18n();
    await i18n.changeLanguage('en');
    renderRemote(<LanguageToggle />, { i18n, path: '/job_seeker/dashboard' });
    const button = screen.getByRole('button', { name: 'Switch language: नेपाली' });
    expect([button.getAttribute('name'), button.getAttribute('value')]).toEqual(['lang', 'ne']);
    fireEvent.click(button);
    expect(useLanguageStore.getState().language).toBe('ne');
    expect(screen.getByTestId('location').textContent).toBe('/job_seeker/dashboard');
  });
});
