import type { FeedFormat } from 'shared-api/contract';
import { escapeXml as x } from '../../http/escape-html.ts';
import type { FeedDocument } from './feed-text.ts';

/** The media type of each format, UTF-8 said in the header as in the XML declaration. */
export const FEED_CONTENT_TYPES: Record<FeedFormat, string> = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
};

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';

/** RFC 822 date-time as RSS 2.0 wants it (four-digit year, GMT): "Fri, 27 Nov 2026 10:15:00 GMT". */
export const rfc822 = (date: Date) => date.toUTCString();

/** RFC 3339 date-time as Atom wants it, in UTC: "2026-11-27T10:15:00.000Z". */
export const rfc3339 = (date: Date) => date.toISOString();

/**
 * RSS 2.0: the channel links to the search's /jobs page and to itself (atom:link rel="self"); each item has its job
 * page as link and permalink guid, the posting time as pubDate, the employer as dc:creator (RSS's own author
 * element is an email address), the category and district as categories, and a plain-text description.
 */
export function rssXml(feed: FeedDocument): string {
  const items = feed.entries.map((entry) =>
    [
      '<item>',
      `<title>${x(entry.title)}</title>`,
      `<link>${x(entry.url)}</link>`,
      `<guid isPermaLink="true">${x(entry.url)}</guid>`,
      `<pubDate>${rfc822(entry.published)}</pubDate>`,
      `<dc:creator>${x(entry.author)}</dc:creator>`,
      ...entry.categories.map((name) => `<category>${x(name)}</category>`),
      `<description>${x(entry.summary)}</description>`,
      '</item>',
    ].join(''),
  );
  return [
    XML_HEAD,
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `<title>${x(feed.title)}</title>`,
    `<link>${x(feed.pageUrl)}</link>`,
    `<description>${x(feed.description)}</description>`,
    `<language>${feed.lang}</language>`,
    `<lastBuildDate>${rfc822(feed.updated)}</lastBuildDate>`,
    `<atom:link href="${x(feed.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

/**
 * Atom 1.0: the feed's id is its own URL, its author the portal; each entry's id and alternate link are the job's
 * page, its author the employer, published and updated the job's posting and last change, the category and
 * district as categories, and a plain-text summary.
 */
export function atomXml(feed: FeedDocument, siteName: string, publicUrl: string): string {
  const entries = feed.entries.map((entry) =>
    [
      '<entry>',
      `<id>${x(entry.url)}</id>`,
      `<title type="text">${x(entry.title)}</title>`,
      `<link rel="alternate" type="text/html" href="${x(entry.url)}"/>`,
      `<published>${rfc3339(entry.published)}</published>`,
      `<updated>${rfc3339(entry.updated)}</updated>`,
      `<author><name>${x(entry.author)}</name></author>`,
      ...entry.categories.map((name) => `<category term="${x(name)}"/>`),
      `<summary type="text">${x(entry.summary)}</summary>`,
      '</entry>',
    ].join(''),
  );
  return [
    XML_HEAD,
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${feed.lang}">`,
    `<id>${x(feed.selfUrl)}</id>`,
    `<title type="text">${x(feed.title)}</title>`,
    `<subtitle type="text">${x(feed.description)}</subtitle>`,
    `<updated>${rfc3339(feed.updated)}</updated>`,
    `<link rel="self" type="application/atom+xml" href="${x(feed.selfUrl)}"/>`,
    `<link rel="alternate" type="text/html" hreflang="${feed.lang}" href="${x(feed.pageUrl)}"/>`,
    `<author><name>${x(siteName)}</name><uri>${x(publicUrl)}</uri></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
