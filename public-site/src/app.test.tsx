// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { useSession } from 'shared-api';
import { initPortalI18n } from 'shared-ui';
import { afterEach, describe, expect, it } from 'vitest';
import App from './app.tsx';

const i18n = initPortalI18n('en');

function renderAt(path: string) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

afterEach(() => {
  cleanup();
  useSession.getState().closeAuthPanel();
  void i18n.changeLanguage('en');
});

describe('public site', () => {
  it('links the home hero to the jobs and opens the signup panel', () => {
    renderAt('/');
    expect(screen.getByRole('link', { name: 'Browse jobs' }).getAttribute('href')).toBe('/jobs');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(useSession.getState().authPanel).toMatchObject({ open: true, tab: 'signup' });
  });

  it('shows the 404 page with a link home for unknown paths', () => {
    renderAt('/no/such/page');
    expect(screen.getByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });

  it('shows the 404 page in Nepali', async () => {
    await i18n.changeLanguage('ne');
    renderAt('/no/such/page');
    expect(screen.getByRole('heading', { level: 1, name: '४०४ - पृष्ठ फेला परेन' })).toBeTruthy();
  });

  it('does not 404 on /jobs', () => {
    renderAt('/jobs');
    expect(screen.getByRole('heading', { level: 1, name: 'Find jobs' })).toBeTruthy();
  });
});
