// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { toUser, useSession } from 'shared-api';
import { initTestI18n, renderRemote } from 'shared-ui/testing';
import { afterEach, describe, expect, it } from 'vitest';
import App from './app.tsx';
import en from './i18n/en.json';
import { NAMESPACE } from './i18n/namespace.ts';
import ne from './i18n/ne.json';
import { seekerWire } from './test/seeker-wire.ts';

const i18n = initTestI18n('en', { [NAMESPACE]: { en, ne } });

// No server in unit tests: every query fails at once (the pages show their error or empty states).
const renderAt = (path: string) => renderRemote(<App />, { i18n, path });

afterEach(() => {
  cleanup();
  useSession.setState({ user: null });
  void i18n.changeLanguage('en');
});

const seeker = toUser(seekerWire);

describe('seeker app', () => {
  it('greets the seeker by full name on the dashboard', () => {
    useSession.setState({ user: seeker });
    renderAt('/job_seeker/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Sita Sharma' })).toBeTruthy();
  });

  it('greets in Nepali', async () => {
    useSession.setState({ user: seeker });
    await i18n.changeLanguage('ne');
    renderAt('/job_seeker/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'स्वागत छ, Sita Sharma' })).toBeTruthy();
  });

  it('asks a seeker without skills to add some on the preferred jobs page', () => {
    useSession.setState({ user: seeker });
    renderAt('/job_seeker/preferred-jobs');
    expect(screen.getByText('Add skills to your profile to see jobs that match them.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add skills to your profile' }).getAttribute('href')).toBe(
      '/job_seeker/profile',
    );
  });

  it('shows every profile section', () => {
    useSession.setState({ user: seeker });
    renderAt('/job_seeker/profile');
    for (const title of [
      'Personal information',
      'Skills',
      'Work experience',
      'Education',
      'Certifications',
      'Job preferences',
      'Resume',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeTruthy();
    }
    expect(screen.getByText('Not specified')).toBeTruthy();
  });

  it('answers unknown seeker paths with an in-area message', () => {
    renderAt('/job_seeker/nowhere');
    expect(screen.getByText('This page was not found in the job seeker area.')).toBeTruthy();
  });

  it('registers its React and the session store for the singleton check', () => {
    expect(window.__portalRemotes?.seeker_app?.useSession).toBe(useSession);
  });
});
