// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { api, type JobsFilter } from 'shared-api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub.ts';
import { makeJobSummary } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { JobsPage } from './jobs-page.tsx';
import { FILTER_DEBOUNCE_MS } from './use-jobs-search.ts';

vi.mock('shared-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('shared-api')>()),
  api: vi.fn(),
}));

const mockedApi = vi.mocked(api);
const FULL_TIME = '0b0c1e4e-0000-4000-8000-0000000000f1';

function jobs(total: number, page = 1) {
  const count = Math.max(0, Math.min(10, total - (page - 1) * 10));
  return {
    items: Array.from({ length: count }, (_, i) =>
      makeJobSummary({ id: `job-${page}-${i}`, title: `Job ${page}-${i}` }),
    ),
    total,
    page,
    pageSize: 10,
  };
}

function serve(total: number) {
  mockedApi.mockImplementation(async (path: string, request?: { query?: unknown }) => {
    if (path === '/jobs') return jobs(total, (request?.query as JobsFilter | undefined)?.page ?? 1);
    return [];
  });
  // The lookup lists are shared-api queries (their client runs for real; the network answers here).
  stubApi({
    'GET /job-types': [200, [{ id: FULL_TIME, name_en: 'Full-time', name_ne: 'पूर्णकालीन', key: 'full-time' }]],
  });
}

const jobCalls = () =>
  mockedApi.mock.calls
    .filter(([path]) => path === '/jobs')
    .map(([, request]) => (request as { query: JobsFilter }).query);
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  mockedApi.mockReset();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('jobs page', () => {
  it('searches with the filters found in the URL', async () => {
    serve(3);
    renderWithProviders(<JobsPage />, `/jobs?q=cook&jobTypes=${FULL_TIME}&sortBy=oldest`);
    expect(await screen.findByRole('link', { name: 'Job 1-0' })).toBeTruthy();
    expect(jobCalls()[0]).toMatchObject({ q: 'cook', jobTypes: [FULL_TIME], sortBy: 'oldest', pageSize: 10 });
    expect((screen.getByRole('searchbox', { name: 'Keyword' }) as HTMLInputElement).value).toBe('cook');
    expect((screen.getByRole('checkbox', { name: 'Full-time' }) as HTMLInputElement).checked).toBe(true);
  });

  it('writes filter changes to the URL only after 300 ms of quiet, back at page 1', async () => {
    serve(3);
    renderWithProviders(<JobsPage />, '/jobs?page=2');
    await screen.findByRole('searchbox', { name: 'Keyword' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const keyword = screen.getByRole('searchbox', { name: 'Keyword' });
    fireEvent.change(keyword, { target: { value: 'co' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(keyword, { target: { value: 'cook' } });
    act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS - 1));
    expect(location()).toBe('/jobs?page=2');
    act(() => vi.advanceTimersByTime(1));
    expect(location()).toBe('/jobs?q=cook');
    vi.useRealTimers();
    await waitFor(() => expect(jobCalls().at(-1)).toMatchObject({ q: 'cook' }));
    expect(jobCalls().some((query) => query.q === 'co')).toBe(false);
  });

  it('shows the pager with more than one page and pages through the URL', async () => {
    serve(25);
    renderWithProviders(<JobsPage />, '/jobs');
    expect(await screen.findByText('Showing 1 to 10 of 25 results')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location()).toBe('/jobs?page=2'));
    expect(await screen.findByText('Showing 11 to 20 of 25 results')).toBeTruthy();
  });

  it('hides the pager at one page or fewer', async () => {
    serve(10);
    renderWithProviders(<JobsPage />, '/jobs');
    await screen.findByRole('link', { name: 'Job 1-9' });
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it("shows 'No jobs found' when nothing matches", async () => {
    serve(0);
    renderWithProviders(<JobsPage />, '/jobs?q=nothing');
    expect(await screen.findByText('No jobs found')).toBeTruthy();
  });

  it('shows an error with a retry when the search fails', async () => {
    mockedApi.mockImplementation(async (path: string) => {
      if (path === '/jobs') throw new Error('down');
      return [];
    });
    renderWithProviders(<JobsPage />, '/jobs');
    expect(await screen.findByText('Could not load jobs. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('opens the job type and location sections by default, the others closed', async () => {
    serve(0);
    renderWithProviders(<JobsPage />, '/jobs');
    await screen.findByText('No jobs found');
    const expanded = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-expanded');
    expect(expanded('Job type')).toBe('true');
    expect(expanded('Location')).toBe('true');
    expect(expanded('Category')).toBe('false');
    expect(expanded('Skills')).toBe('false');
  });
});
