// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { HomeSummary } from 'shared-api';
import { useSession } from 'shared-api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { i18n, renderWithProviders } from '../../../test/render.tsx';
import { HomePage } from './home-page.tsx';
import { HomeSearch } from './home-search.tsx';

const KASKI = 'aaaaaaaa-0000-4000-8000-000000000001';
const TANAHUN = 'aaaaaaaa-0000-4000-8000-000000000002';
const IT = 'bbbbbbbb-0000-4000-8000-000000000001';
const HOTELS = 'bbbbbbbb-0000-4000-8000-000000000002';
const EMPLOYER = 'cccccccc-0000-4000-8000-000000000001';
const LOGO_EMPLOYER = 'cccccccc-0000-4000-8000-000000000002';

const SUMMARY: HomeSummary = {
  categories: [
    { id: IT, name_en: 'Information Technology', name_ne: 'सूचना प्रविधि', count: 12 },
    { id: HOTELS, name_en: 'Hospitality & Tourism', name_ne: 'आतिथ्य तथा पर्यटन', count: 1 },
  ],
  locations: [{ id: KASKI, name_en: 'Kaski', name_ne: 'कास्की', count: 7 }],
  employers: [
    { id: EMPLOYER, companyName: 'Annapurna Traders', companyLogoUrl: null, openJobs: 3 },
    { id: LOGO_EMPLOYER, companyName: 'Fewa Hotels', companyLogoUrl: '/api/files/logo-1', openJobs: 1 },
  ],
};

const location = () => screen.getByTestId('location').textContent;

function serve() {
  return stubApi({
    'GET /public/en/jobs?sortBy=newest&pageSize=6': [200, { items: [], total: 0, page: 1, pageSize: 6 }],
    'GET /home/summary': [200, SUMMARY],
    'GET /lookups/en/locations': [
      200,
      [
        { id: KASKI, name: 'Kaski' },
        { id: TANAHUN, name: 'Tanahun' },
      ],
    ],
    'GET /lookups/ne/locations': [
      200,
      [
        { id: KASKI, name: 'कास्की' },
        { id: TANAHUN, name: 'तनहुँ' },
      ],
    ],
    'GET /lookups/en/categories': [
      200,
      [
        { id: IT, name: 'Information Technology' },
        { id: HOTELS, name: 'Hospitality & Tourism' },
      ],
    ],
  });
}

beforeEach(() => {
  sessionStorage.clear();
  useSession.setState({ user: null });
  void i18n.changeLanguage('en');
  serve();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('home search', () => {
  it('is a GET form to /jobs whose labelled fields carry /jobs’ own query parameters', async () => {
    renderWithProviders(<HomeSearch />);
    const search = document.querySelector('search');
    expect(search?.getAttribute('aria-label')).toBe('Search jobs');
    const form = search?.querySelector('form');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.getAttribute('action')).toBe('/jobs');
    expect(screen.getByLabelText('Keyword').getAttribute('name')).toBe('q');
    expect(screen.getByLabelText('District').getAttribute('name')).toBe('locationIds');
    expect(screen.getByLabelText('Category').getAttribute('name')).toBe('categoryId');
    await screen.findByRole('option', { name: 'Tanahun' });
    expect(screen.getByRole('option', { name: 'Information Technology' })).toBeTruthy();
  });

  it('navigates to /jobs filtered by keyword, district and category', async () => {
    renderWithProviders(<HomeSearch />);
    await screen.findByRole('option', { name: 'Tanahun' });
    fireEvent.change(screen.getByLabelText('Keyword'), { target: { value: '  cook ' } });
    fireEvent.change(screen.getByLabelText('District'), { target: { value: TANAHUN } });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: HOTELS } });
    fireEvent.click(screen.getByRole('button', { name: 'Search jobs' }));
    await waitFor(() => expect(location()).toMatch(/^\/jobs\?/));
    const url = new URL(location() ?? '', 'http://localhost');
    expect(url.pathname).toBe('/jobs');
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: 'cook', locationIds: TANAHUN, categoryId: HOTELS });
  });

  it('leaves empty fields out: an empty search is plain /jobs', async () => {
    renderWithProviders(<HomeSearch />);
    fireEvent.click(screen.getByRole('button', { name: 'Search jobs' }));
    await waitFor(() => expect(location()).toBe('/jobs'));
  });
});

describe('home tiles and employer strip', () => {
  it('shows a tile per category and district with its count, linking to /jobs filtered by it', async () => {
    renderWithProviders(<HomePage />);
    const categories = await screen.findByTestId('home-categories');
    const it = within(categories).getByRole('link', { name: /Information Technology/ });
    expect(it.getAttribute('href')).toBe(`/jobs?categoryId=${IT}`);
    expect(it.textContent).toContain('12 jobs');
    expect(within(categories).getByRole('link', { name: /Hospitality/ }).textContent).toContain('1 job');
    const kaski = within(screen.getByTestId('home-locations')).getByRole('link', { name: /Kaski/ });
    expect(kaski.getAttribute('href')).toBe(`/jobs?locationIds=${KASKI}`);
  });

  it('links each employer to its page, with its logo or its initial', async () => {
    renderWithProviders(<HomePage />);
    const strip = await screen.findByTestId('home-employers');
    const annapurna = within(strip).getByRole('link', { name: /Annapurna Traders/ });
    expect(annapurna.getAttribute('href')).toBe(`/employers/${EMPLOYER}`);
    expect(within(annapurna).getByTestId('company-avatar').textContent).toBe('A');
    expect(annapurna.textContent).toContain('3 open jobs');
    const fewa = within(strip).getByRole('link', { name: /Fewa Hotels/ });
    expect(fewa.querySelector('img')?.getAttribute('src')).toBe('/api/files/logo-1');
  });

  it('speaks Nepali with Devanagari digits', async () => {
    await i18n.changeLanguage('ne');
    renderWithProviders(<HomePage />);
    const categories = await screen.findByTestId('home-categories');
    expect(screen.getByRole('heading', { name: 'वर्गअनुसार जागिर' })).toBeTruthy();
    const it = within(categories).getByRole('link', { name: /सूचना प्रविधि/ });
    expect(it.textContent).toContain('१२ जागिर');
    expect(it.textContent).not.toMatch(/[0-9]/);
    const district = await screen.findByLabelText('जिल्ला');
    await within(district).findByRole('option', { name: 'कास्की' });
  });

  it('shows no tiles and no strip when the summary cannot be loaded', async () => {
    stubApi({ 'GET /public/en/jobs?sortBy=newest&pageSize=6': [200, { items: [], total: 0, page: 1, pageSize: 6 }] });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWithProviders(<HomePage />);
    expect(await screen.findAllByText('No open jobs yet.')).toHaveLength(2);
    expect(screen.queryByTestId('home-employers')).toBeNull();
  });
});
