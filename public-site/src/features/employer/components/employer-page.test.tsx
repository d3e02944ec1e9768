// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { type LocalizedEmployerPage, websiteHref } from 'shared-api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { EMPLOYER_ID, makeLocalizedJobSummary } from '../../../test/fixtures.ts';
import { i18n, renderWithProviders } from '../../../test/render.tsx';
import { EmployerPage } from './employer-page.tsx';

const EMPLOYER: LocalizedEmployerPage = {
  id: EMPLOYER_ID,
  companyName: 'Fewa Hotels',
  companyDescription: 'A lakeside hotel.\nFamily run since 1998.',
  website: 'fewahotels.example.com',
  address: 'Lakeside-6, Pokhara',
  companyLogoUrl: null,
  industry: { id: 'ind', name: 'Hospitality' },
  customIndustry: null,
  jobs: [
    makeLocalizedJobSummary({ title: 'Front office assistant' }),
    makeLocalizedJobSummary({ id: 'j2', title: 'Cook' }),
  ],
  openJobs: 2,
};

const renderAt = (id: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/employers/:id" element={<EmployerPage />} />
    </Routes>,
    `/employers/${id}`,
  );

beforeEach(() => {
  void i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('employer page', () => {
  it('shows the company, its public facts and its open jobs as job cards, titled by the company', async () => {
    stubApi({ [`GET /public/en/employers/${EMPLOYER_ID}`]: [200, EMPLOYER] });
    renderAt(EMPLOYER_ID);
    expect(await screen.findByRole('heading', { level: 1, name: 'Fewa Hotels' })).toBeTruthy();
    expect(screen.getByText('2 open jobs')).toBeTruthy();
    expect(screen.getByText('Lakeside-6, Pokhara')).toBeTruthy();
    expect(screen.getByText('Hospitality')).toBeTruthy();
    const website = screen.getByRole('link', { name: /fewahotels\.example\.com/ });
    expect(website.getAttribute('href')).toBe('https://fewahotels.example.com/');
    expect(website.getAttribute('rel')).toBe('noopener noreferrer');
    const jobs = screen.getByTestId('employer-jobs');
    expect(within(jobs).getAllByTestId('job-card')).toHaveLength(2);
    expect(within(jobs).getByRole('link', { name: 'Cook' }).getAttribute('href')).toBe('/jobs/j2');
    await waitFor(() => expect(document.title).toContain('Fewa Hotels'));
  });

  it('says so when the employer has no open jobs', async () => {
    stubApi({ [`GET /public/en/employers/${EMPLOYER_ID}`]: [200, { ...EMPLOYER, jobs: [], openJobs: 0 }] });
    renderAt(EMPLOYER_ID);
    expect(await screen.findByText('This employer has no open jobs at the moment.')).toBeTruthy();
  });

  it('says the employer was not found on a 404', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = stubApi({});
    renderAt('unknown');
    expect(await screen.findByRole('heading', { level: 1, name: 'Employer not found.' })).toBeTruthy();
    expect(api.seen.filter((call) => call.startsWith('GET /public/en/employers/'))).toHaveLength(1);
  });

  it('speaks Nepali with Devanagari digits', async () => {
    await i18n.changeLanguage('ne');
    stubApi({
      [`GET /public/ne/employers/${EMPLOYER_ID}`]: [
        200,
        { ...EMPLOYER, industry: { id: 'ind', name: 'आतिथ्य' }, jobs: [makeLocalizedJobSummary({}, 'ne')] },
      ],
    });
    renderAt(EMPLOYER_ID);
    expect(await screen.findByText('२ खुला जागिर')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'खुला जागिर' })).toBeTruthy();
    expect(screen.getByText('आतिथ्य')).toBeTruthy();
  });
});

describe('websiteHref', () => {
  it('links http(s) sites, adds https:// to a bare host, and refuses other schemes', () => {
    expect(websiteHref('https://a.example/x')).toBe('https://a.example/x');
    expect(websiteHref(' a.example ')).toBe('https://a.example/');
    expect(websiteHref('javascript:alert(1)')).toBeNull();
    expect(websiteHref('mailto:x@a.example')).toBeNull();
    expect(websiteHref('')).toBeNull();
  });
});
