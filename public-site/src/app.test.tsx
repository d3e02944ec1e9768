// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { LOOKUP_LISTS, useAuthPanel, useSession } from 'shared-api';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import App, { preload } from './app.tsx';
import { stubApi } from './test/api-stub.ts';
import { i18n, renderWithProviders } from './test/render.tsx';

const renderAt = (path: string) => renderWithProviders(<App />, path);

// Each page is its own chunk: loaded first, a page renders at once (as when the shell hydrates it).
beforeAll(async () => {
  const paths = ['/', '/jobs', '/about', '/career-resources', '/contact', '/faq', '/skill-development'];
  await Promise.all([...paths, '/privacy-policy', '/terms-and-conditions', '/no/such/page'].map(preload));
});

/** A server with no jobs: every job search answers an empty page, every lookup list an empty list. */
beforeEach(() => {
  // Every test here is a visitor: no session, whatever a test file before this one in the worker left.
  useSession.setState({ user: null, token: null });
  stubApi({
    'GET /public/en/jobs': (_body, query) => [
      200,
      { items: [], total: 0, page: 1, pageSize: Number(query.get('pageSize')) },
    ],
    ...Object.fromEntries(LOOKUP_LISTS.map((list) => [`GET /${list}`, [200, []] as [number, unknown]])),
  });
});

afterEach(() => {
  cleanup();
  useAuthPanel.getState().closeAuthPanel();
  void i18n.changeLanguage('en');
  vi.unstubAllGlobals();
});

describe('public site', () => {
  it('links the home hero to the jobs and opens the signup panel', () => {
    renderAt('/');
    expect(screen.getByRole('link', { name: 'Browse jobs' }).getAttribute('href')).toBe('/jobs');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(useAuthPanel.getState()).toMatchObject({ open: true, tab: 'signup' });
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

  it.each([
    ['/about', 'About the portal'],
    ['/career-resources', 'Career resources'],
    ['/contact', 'Contact us'],
    ['/faq', 'Frequently asked questions'],
    ['/skill-development', 'Skill development'],
    ['/privacy-policy', 'Privacy policy'],
    ['/terms-and-conditions', 'Terms and conditions'],
  ])('serves the static page %s', (path, title) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
  });

  it('shows the about figures with Devanagari digits in Nepali', async () => {
    await i18n.changeLanguage('ne');
    renderAt('/about');
    expect(screen.getByText('करिब १,६९६ घण्टा')).toBeTruthy();
    expect(screen.getByText('५५ प्रतिशत')).toBeTruthy();
  });

  it('says on the FAQ that trainees must be 18 or older and the portal is free', () => {
    renderAt('/faq');
    expect(screen.getByRole('button', { name: 'Is there a minimum age for trainees and students?' })).toBeTruthy();
    expect(document.body.textContent).toContain('must be 18 years or older');
    expect(document.body.textContent).toContain('free for job seekers and for employers');
  });
});
