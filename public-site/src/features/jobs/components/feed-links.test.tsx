// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, renderWithProviders } from '../../../test/render.tsx';
import { FeedLinks } from './feed-links.tsx';

const KASKI = '0b0c1e4e-0000-4000-8000-0000000000a1';

const alternates = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"]')].map((link) => [
    link.type,
    link.title,
    link.href,
  ]);

afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('en'));
});

describe('FeedLinks', () => {
  it("links the search's RSS and Atom feeds, without its sort or page, and keeps the head's alternates on it", async () => {
    const view = renderWithProviders(
      <FeedLinks filter={{ q: 'cook', locationIds: [KASKI], sortBy: 'oldest', page: 3 }} />,
    );
    const rss = screen.getByRole('link', { name: 'RSS feed' });
    const atom = screen.getByRole('link', { name: 'Atom feed' });
    const search = `?q=cook&locationIds=${KASKI}`;
    expect(rss.getAttribute('href')).toBe(`/jobs/feed.rss${search}`);
    expect(rss.getAttribute('type')).toBe('application/rss+xml');
    expect(atom.getAttribute('href')).toBe(`/jobs/feed.atom${search}`);
    const origin = window.location.origin;
    expect(alternates()).toEqual([
      ['application/rss+xml', 'Jobs of this search (RSS)', `${origin}/jobs/feed.rss${search}`],
      ['application/atom+xml', 'Jobs of this search (Atom)', `${origin}/jobs/feed.atom${search}`],
    ]);

    view.rerender(<FeedLinks filter={{}} />);
    expect(screen.getByRole('link', { name: 'RSS feed' }).getAttribute('href')).toBe('/jobs/feed.rss');
    expect(alternates().map(([, , href]) => href)).toEqual([`${origin}/jobs/feed.rss`, `${origin}/jobs/feed.atom`]);

    view.unmount();
    expect(alternates()).toEqual([]);
  });

  it('speaks Nepali and links the Nepali feeds', async () => {
    await act(() => i18n.changeLanguage('ne'));
    renderWithProviders(<FeedLinks filter={{ q: 'लेखापाल' }} />);
    const rss = screen.getByRole('link', { name: 'RSS फिड' });
    expect(rss.getAttribute('href')).toBe(`/ne/jobs/feed.rss?q=${encodeURIComponent('लेखापाल')}`);
    expect(screen.getByRole('link', { name: 'Atom फिड' }).getAttribute('href')).toMatch(/^\/ne\/jobs\/feed\.atom\?q=/);
    expect(alternates().map(([, title]) => title)).toEqual(['यो खोजीका जागिरहरू (RSS)', 'यो खोजीका जागिरहरू (Atom)']);
  });
});
