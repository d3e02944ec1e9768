// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { initPortalI18n } from 'shared-ui';
import { afterEach, describe, expect, it } from 'vitest';
import App from './app.tsx';

const i18n = initPortalI18n('en');

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <App />
        <CurrentPath />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

afterEach(cleanup);

describe('admin app', () => {
  it('redirects /admin to the jobs page', () => {
    renderAt('/admin');
    expect(screen.getByTestId('path').textContent).toBe('/admin/jobs');
    expect(screen.getByRole('heading', { level: 1, name: 'Manage jobs' })).toBeTruthy();
  });

  it('has a dashboard page', () => {
    renderAt('/admin/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeTruthy();
  });

  it('answers unknown admin paths with an in-area message', () => {
    renderAt('/admin/nowhere');
    expect(screen.getByText('This page was not found in the admin area.')).toBeTruthy();
  });
});
