// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { makeJobPage } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { FILTER_DEBOUNCE_MS } from '../lib/use-jobs-search.ts';
import { JobsPage } from './jobs-page.tsx';

const FULL_TIME = '0b0c1e4e-0000-4000-8000-0000000000f1';

const PART_TIME = '0b0c1e4e-0000-4000-8000-0000000000f2';

/** The server: `total` jobs paged by the query's page, and the job types (the other lookups answer 404). */
function serve(total: number) {
  return stubApi({
    'GET /public/en/jobs': (_body, query) => [200, makeJobPage(total, Number(query.get('page') ?? 1))],
    'GET /lookups/en/job-types': [
      200,
      [
        { id: FULL_TIME, name: 'Full-time' },
        { id: PART_TIME, name: 'Part-time' },
      ],
    ],
  });
}

/** The queries of the job searches sent so far, as plain objects of their wire values. */
const jobCalls = (api: { seen: string[] }) =>
  api.seen
    .filter((call) => /^GET \/public\/en\/jobs(\?|$)/.test(call))
    .map((call) => Object.fromEntries(new URL(call.slice(4), 'http://localhost').searchParams));
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  // The lookup lists the filter panel loads and the server does not know here are logged as failures.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('jobs page', () => {
  it('searches with the filters found in the URL', async () => {
    const api = serve(3);
    renderWithProviders(<JobsPage />, `/jobs?q=cook&jobTypes=${FULL_TIME}&sortBy=oldest`);
    expect(await screen.findByRole('link', { name: 'Job 1-0' })).toBeTruthy();
    expect(jobCalls(api)[0]).toMatchObject({ q: 'cook', jobTypes: FULL_TIME, sortBy: 'oldest', pageSize: '10' });
    expect((screen.getByRole('combobox', { name: 'Keyword' }) as HTMLInputElement).value).toBe('cook');
    expect((screen.getByRole('checkbox', { name: 'Full-time' }) as HTMLInputElement).checked).toBe(true);
  });

  it('orders a keyword search by relevance unless a sort is chosen: no sortBy sent, the select says Relevance', async () => {
    const api = serve(3);
    renderWithProviders(<JobsPage />, '/jobs?q=cook');
    expect(await screen.findByRole('link', { name: 'Job 1-0' })).toBeTruthy();
    expect(jobCalls(api)[0]).toEqual({ q: 'cook', pageSize: '10' });
    const sort = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect(sort.value).toBe('relevance');
    expect([...sort.options].map((option) => option.text)).toEqual(['Relevance', 'Newest first', 'Oldest first']);
    fireEvent.change(sort, { target: { value: 'newest' } });
    await waitFor(() => expect(jobCalls(api).at(-1)).toEqual({ q: 'cook', sortBy: 'newest', pageSize: '10' }));
    expect(location()).toContain('sortBy=newest');
  });

  it('offers no Relevance choice without a keyword and sorts newest first', async () => {
    const api = serve(3);
    renderWithProviders(<JobsPage />, '/jobs');
    expect(await screen.findByRole('link', { name: 'Job 1-0' })).toBeTruthy();
    expect(jobCalls(api)[0]).toEqual({ pageSize: '10' });
    const sort = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect(sort.value).toBe('newest');
    expect([...sort.options].map((option) => option.value)).toEqual(['newest', 'oldest']);
  });

  it('writes filter changes to the URL only after 300 ms of quiet, back at page 1', async () => {
    const api = serve(3);
    renderWithProviders(<JobsPage />, '/jobs?page=2');
    await screen.findByRole('combobox', { name: 'Keyword' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const keyword = screen.getByRole('combobox', { name: 'Keyword' });
    fireEvent.change(keyword, { target: { value: 'co' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(keyword, { target: { value: 'cook' } });
    act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS - 1));
    expect(location()).toBe('/jobs?page=2');
    act(() => vi.advanceTimersByTime(1));
    expect(location()).toBe('/jobs?q=cook');
    vi.useRealTimers();
    await waitFor(() => expect(jobCalls(api).at(-1)).toMatchObject({ q: 'cook' }));
    expect(jobCalls(api).some((query) => query.q === 'co')).toBe(false);
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

  it('an empty result shows each chosen filter as a chip linking to the search without it, and Clear all filters', async () => {
    serve(0);
    const unknown = '0b0c1e4e-0000-4000-8000-0000000000ff';
    renderWithProviders(<JobsPage />, `/jobs?q=cook&jobTypes=${FULL_TIME},${PART_TIME}&locationIds=${unknown}`);
    expect(await screen.findByText('No jobs found')).toBeTruthy();
    expect(screen.getByText('Try other words, or remove a filter.')).toBeTruthy();
    const chips = await screen.findByRole('list', { name: 'Active filters' });
    // The location no list knows has no chip; Clear all filters removes it with the rest, keeping the keyword.
    expect(
      within(chips)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual(['Remove filter: Full-time', 'Remove filter: Part-time']);
    expect(within(chips).getByRole('link', { name: 'Remove filter: Full-time' }).getAttribute('href')).toBe(
      `/jobs?q=cook&jobTypes=${PART_TIME}&locationIds=${unknown}`,
    );
    expect(screen.getByRole('link', { name: 'Clear all filters' }).getAttribute('href')).toBe('/jobs?q=cook');
  });

  it('shows no chips and no Clear all filters without filters', async () => {
    serve(0);
    renderWithProviders(<JobsPage />, '/jobs?q=cook');
    expect(await screen.findByText('No jobs found')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Clear all filters' })).toBeNull();
  });

  it('offers the server\'s "Did you mean" as a link to that search, other filters kept', async () => {
    stubApi({ 'GET /public/en/jobs': [200, { ...makeJobPage(0), didYouMean: 'bookkeeping' }] });
    renderWithProviders(<JobsPage />, `/jobs?q=bokkeping&jobTypes=${FULL_TIME}`);
    const link = await screen.findByRole('link', { name: 'bookkeeping' });
    expect(screen.getByText('Did you mean:')).toBeTruthy();
    expect(link.getAttribute('href')).toBe(`/jobs?q=bookkeeping&jobTypes=${FULL_TIME}`);
  });

  it('suggests as the visitor types; a suggestion is taken with the arrow keys and Enter', async () => {
    const api = stubApi({
      'GET /public/en/jobs': (_body, query) => [200, makeJobPage(query.get('q') ? 1 : 3)],
      'GET /jobs/suggest': (_body, query) => [
        200,
        query.get('q') === 'lekha'
          ? {
              items: [
                { kind: 'title', text: 'लेखापाल' },
                { kind: 'category', text: 'लेखा तथा वित्त' },
              ],
            }
          : { items: [] },
      ],
    });
    renderWithProviders(<JobsPage />, '/jobs');
    const box = await screen.findByRole('combobox', { name: 'Keyword' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'lekha' } });
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(list.textContent).toContain('Job title');
    expect(await screen.findByText('2 suggestions. Use the up and down arrow keys to choose.')).toBeTruthy();
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const second = screen.getByRole('option', { name: /लेखा तथा वित्त/ });
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(second.id);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect((box as HTMLInputElement).value).toBe('लेखा तथा वित्त');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(jobCalls(api).at(-1)).toMatchObject({ q: 'लेखा तथा वित्त' }));
    expect(api.seen.filter((call) => call.startsWith('GET /jobs/suggest')).length).toBeGreaterThan(0);
  });

  it('shows an error with a retry when the search fails', async () => {
    stubApi({ 'GET /public/en/jobs': [500, { message: 'Internal server error.', code: 'internal' }] });
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

  it('on a phone: "Filters (n)" opens a labelled dialog; Apply writes its choices to the URL at once', async () => {
    const api = serve(3);
    renderWithProviders(<JobsPage />, `/jobs?q=cook&jobTypes=${FULL_TIME}`);
    const button = await screen.findByRole('button', { name: 'Filters (1)' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(button);
    const sheet = await screen.findByRole('dialog', { name: 'Filter jobs' });
    const partTime = await within(sheet).findByRole('checkbox', { name: 'Part-time' });
    expect((within(sheet).getByRole('checkbox', { name: 'Full-time' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(partTime);
    expect(location()).toBe(`/jobs?q=cook&jobTypes=${FULL_TIME}`); // nothing written before Apply
    fireEvent.click(within(sheet).getByRole('button', { name: 'Apply' }));
    expect(location()).toBe(`/jobs?q=cook&jobTypes=${FULL_TIME}%2C${PART_TIME}`);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeTruthy();
    await waitFor(() =>
      expect(jobCalls(api).at(-1)).toMatchObject({ q: 'cook', jobTypes: `${FULL_TIME},${PART_TIME}` }),
    );
  });

  it('the sheet: Clear empties its choices but keeps the keyword; closing without Apply changes nothing', async () => {
    serve(3);
    renderWithProviders(<JobsPage />, `/jobs?q=cook&jobTypes=${FULL_TIME}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Filters (1)' }));
    let sheet = await screen.findByRole('dialog', { name: 'Filter jobs' });
    await within(sheet).findByRole('checkbox', { name: 'Part-time' });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Clear all' }));
    expect((within(sheet).getByRole('checkbox', { name: 'Full-time' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.keyDown(sheet, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(location()).toBe(`/jobs?q=cook&jobTypes=${FULL_TIME}`);
    fireEvent.click(screen.getByRole('button', { name: 'Filters (1)' }));
    sheet = await screen.findByRole('dialog', { name: 'Filter jobs' });
    expect((within(sheet).getByRole('checkbox', { name: 'Full-time' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(sheet).getByRole('button', { name: 'Clear all' }));
    fireEvent.click(within(sheet).getByRole('button', { name: 'Apply' }));
    expect(location()).toBe('/jobs?q=cook');
    expect(screen.getByRole('button', { name: 'Filters' })).toBeTruthy();
  });

  it('a long filter list shows its first ten options, the chosen ones and "Show all (n)", which shows the rest', async () => {
    const districts = Array.from({ length: 20 }, (_, i) => ({
      id: `0b0c1e4e-0000-4000-8000-0000000001${String(i).padStart(2, '0')}`,
      name: `District ${i + 1}`,
    }));
    stubApi({ 'GET /public/en/jobs': [200, makeJobPage(1)], 'GET /lookups/en/locations': [200, districts] });
    renderWithProviders(<JobsPage />, `/jobs?locationIds=${districts[17]?.id}`);
    const sidebar = await screen.findByRole('complementary');
    await within(sidebar).findByRole('checkbox', { name: 'District 1' });
    expect(within(sidebar).getAllByRole('checkbox').length).toBe(11); // the first ten districts and the chosen one
    expect((within(sidebar).getByRole('checkbox', { name: 'District 18' }) as HTMLInputElement).checked).toBe(true);
    expect(within(sidebar).queryByRole('checkbox', { name: 'District 20' })).toBeNull();
    fireEvent.click(within(sidebar).getByRole('button', { name: 'Show all (20)' }));
    expect(within(sidebar).getByRole('checkbox', { name: 'District 20' })).toBeTruthy();
    expect(within(sidebar).queryByRole('button', { name: 'Show all (20)' })).toBeNull();
  });
});
