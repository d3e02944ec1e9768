import { JOBS_FEED_PATHS, localizedPath } from 'shared-api/contract';
import { escapeHtml } from '../../http/escape-html.ts';
import type { PageLanguage } from '../seo/site-identity.ts';
import { feedSearchOf } from './feed-query.ts';
import { FEED_CONTENT_TYPES } from './feed-xml.ts';

const TITLES: Record<PageLanguage, { rss: string; atom: string }> = {
  en: { rss: 'Jobs of this search (RSS)', atom: 'Jobs of this search (Atom)' },
  ne: { rss: 'यो खोजीका जागिरहरू (RSS)', atom: 'यो खोजीका जागिरहरू (Atom)' },
};

/**
 * The `<link rel="alternate">` tags of a /jobs page for its search's feeds (`search`: the page's query string), in
 * the page's language: how browsers and feed readers find them.
 */
export function jobsFeedLinks(lang: PageLanguage, publicUrl: string, search: string): string[] {
  const query = feedSearchOf(search);
  return (['rss', 'atom'] as const).map((format) => {
    const href = `${publicUrl}${localizedPath(JOBS_FEED_PATHS[format], lang)}${query}`;
    const type = FEED_CONTENT_TYPES[format].split(';')[0];
    return `<link rel="alternate" type="${type}" title="${escapeHtml(TITLES[lang][format])}" href="${escapeHtml(href)}">`;
  });
}
