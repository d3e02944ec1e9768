// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useAuthPanel, useSession } from 'shared-api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { makeLocalizedJobSummary, makeUser } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { EXIT_INTENT_KEY, ExitIntentPopup } from './exit-intent-popup.tsx';
import { BANNER_INTERVAL_MS, HeroBanner } from './hero-banner.tsx';
import { HomePage } from './home-page.tsx';
import { GALLERY, visibleItems } from './image-carousel.tsx';

const RECENT = 'GET /public/en/jobs?sortBy=newest&pageSize=6';
const currentSlide = () =>
  [...document.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')]
    .find((slide) => !slide.hidden)
    ?.getAttribute('aria-label');

beforeEach(() => {
  sessionStorage.clear();
  useSession.setState({ user: null });
  stubApi({
    [RECENT]: [200, { items: [], total: 0, page: 1, pageSize: 6 }],
    'GET /home/summary': [200, { categories: [], locations: [], employers: [] }],
    'GET /lookups/en/locations': [200, []],
    'GET /lookups/en/categories': [200, []],
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('home banner', () => {
  it('is an accessible carousel of 4 slides that wraps both ways', () => {
    renderWithProviders(<HeroBanner />);
    const region = screen.getByRole('region', { name: 'Highlights' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    expect(currentSlide()).toBe('1 of 4');
    fireEvent.click(screen.getByRole('button', { name: /Previous slide/ }));
    expect(currentSlide()).toBe('4 of 4');
    fireEvent.click(screen.getByRole('button', { name: /Next slide/ }));
    expect(currentSlide()).toBe('1 of 4');
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3' }));
    expect(currentSlide()).toBe('3 of 4');
  });

  it('links the slides to about, skill development, career resources and jobs', () => {
    renderWithProviders(<HeroBanner />);
    const hrefs = screen.getAllByRole('link', { hidden: true }).map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/about', '/skill-development', '/career-resources', '/jobs']);
  });

  it('advances every 7 s and wraps, pausing while hovered', () => {
    vi.useFakeTimers();
    renderWithProviders(<HeroBanner />);
    act(() => vi.advanceTimersByTime(BANNER_INTERVAL_MS - 1));
    expect(currentSlide()).toBe('1 of 4');
    act(() => vi.advanceTimersByTime(1));
    expect(currentSlide()).toBe('2 of 4');
    act(() => vi.advanceTimersByTime(BANNER_INTERVAL_MS));
    act(() => vi.advanceTimersByTime(BANNER_INTERVAL_MS));
    expect(currentSlide()).toBe('4 of 4');
    act(() => vi.advanceTimersByTime(BANNER_INTERVAL_MS));
    expect(currentSlide()).toBe('1 of 4');
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Highlights' }));
    act(() => vi.advanceTimersByTime(BANNER_INTERVAL_MS * 3));
    expect(currentSlide()).toBe('1 of 4');
    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Highlights' }));
    act(() => vi.advanceTimersByTime(BANNER_INTERVAL_MS));
    expect(currentSlide()).toBe('2 of 4');
  });

  it('stops rotating with the pause button', () => {
    vi.useFakeTimers();
    renderWithProviders(<HeroBanner />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause rotation' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Start rotation' }));
    act(() => vi.advanceTimersByTime(BANNER_INTERVAL_MS * 2));
    expect(currentSlide()).toBe('1 of 4');
  });
});

describe('image carousel', () => {
  it('shows 2 items at a time and wraps past the end', () => {
    expect(visibleItems(GALLERY, 0, 2).map((item) => item.key)).toEqual(['lake', 'workshop']);
    expect(visibleItems(GALLERY, 5, 2).map((item) => item.key)).toEqual(['mountains', 'lake']);
    expect(visibleItems(GALLERY, 5, 1).map((item) => item.key)).toEqual(['mountains']);
  });
});

describe('exit-intent popup', () => {
  const leaveTop = () => fireEvent.mouseOut(document, { clientY: 0, relatedTarget: null });

  it('opens once per session when the mouse leaves through the top', () => {
    const first = renderWithProviders(<ExitIntentPopup />);
    fireEvent.mouseOut(document, { clientY: 200, relatedTarget: null });
    expect(screen.queryByRole('dialog')).toBeNull();
    leaveTop();
    const dialog = screen.getByRole('dialog', { name: 'Before you go' });
    expect(screen.getByRole('link', { name: 'Sign up now' }).getAttribute('href')).toBe('/signup');
    expect(sessionStorage.getItem(EXIT_INTENT_KEY)).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Maybe later' }));
    expect(dialog.isConnected).toBe(false);
    leaveTop();
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();
    renderWithProviders(<ExitIntentPopup />);
    leaveTop();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not bother a logged-in user', () => {
    useSession.setState({ user: makeUser('job_seeker') });
    renderWithProviders(<ExitIntentPopup />);
    leaveTop();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('home page', () => {
  it('lists the 6 most recent jobs', async () => {
    const api = stubApi({ [RECENT]: [200, { items: [makeLocalizedJobSummary()], total: 1, page: 1, pageSize: 6 }] });
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('link', { name: 'Front office assistant' })).toBeTruthy();
    expect(api.seen.filter((call) => call.startsWith('GET /public/en/jobs'))).toEqual([RECENT]);
  });

  it('shows the empty state when the recent jobs cannot be loaded, and logs the failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubApi({ [RECENT]: [500, { message: 'Internal server error.', code: 'internal' }] });
    renderWithProviders(<HomePage />);
    expect(await screen.findByText('No recent jobs found.')).toBeTruthy();
    expect(warn).toHaveBeenCalledWith('Could not load recent jobs', expect.objectContaining({ status: 500 }));
  });

  it("says 'No recent jobs found.' when there are none, and offers seeker sign-up when logged out", async () => {
    renderWithProviders(<HomePage />);
    expect(await screen.findByText('No recent jobs found.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create a job seeker account' }));
    expect(useAuthPanel.getState()).toMatchObject({ open: true, tab: 'signup', role: 'job_seeker' });
    useAuthPanel.getState().closeAuthPanel();
  });

  it('hides the sign-up banner from logged-in users', async () => {
    useSession.setState({ user: makeUser('employer') });
    renderWithProviders(<HomePage />);
    await screen.findByText('No recent jobs found.');
    expect(screen.queryByRole('button', { name: 'Create a job seeker account' })).toBeNull();
  });
});
