import { useEffect } from 'react';

export type FeedAlternate = { type: string; title: string; href: string };

/**
 * Keeps the document head's `<link rel="alternate">` of each feed type pointing at `feeds` while the calling page is
 * mounted (the server renders them for the search it was asked for; a search changed in the browser moves them), and
 * removes them when the page goes. A no-op on the server.
 */
export function useFeedAlternates(feeds: FeedAlternate[]): void {
  const key = JSON.stringify(feeds);
  useEffect(() => {
    const links = (JSON.parse(key) as FeedAlternate[]).map((feed) => {
      const link =
        document.head.querySelector<HTMLLinkElement>(`link[rel="alternate"][type="${feed.type}"]`) ??
        document.head.appendChild(Object.assign(document.createElement('link'), { rel: 'alternate', type: feed.type }));
      link.title = feed.title;
      link.href = new URL(feed.href, window.location.href).href;
      return link;
    });
    return () => {
      for (const link of links) link.remove();
    };
  }, [key]);
}
