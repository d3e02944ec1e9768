import type { DehydratedState } from '@tanstack/react-query';
import type { DisplayPreferences, Language } from 'shared-api';
import type { RemotesConfig } from '../federation/remote-loader.ts';

/**
 * What a server-rendered page carries for hydration, in `<script type="application/json" id="portal-page-data">`
 * (data, not script: the CSP allows no inline script): the language it was rendered in, the react-query cache,
 * the remotes and the calendar preference it was rendered with.
 */
export type PageData = {
  language: Language;
  /** The path and query it was rendered for (the server leaves out link trackers' parameters). */
  url?: string;
  state: DehydratedState;
  remotes: RemotesConfig;
  /** The calendar preference of the `portal_cal` cookie it was rendered with (null: the default). */
  calendar: DisplayPreferences | null;
};

export const PAGE_DATA_ID = 'portal-page-data';

/** The data block; `<` is escaped so no value can close the element. */
export function pageDataScript(data: PageData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`;
}

/**
 * The page's data block, or null when the page was not rendered on the server. Read once and removed: it holds
 * what a guest saw (public data), which must not stay in the page for whoever signs in next.
 */
export function readPageData(): PageData | null {
  const element = document.getElementById(PAGE_DATA_ID);
  const text = element?.textContent;
  element?.remove();
  if (!text) return null;
  try {
    const data = JSON.parse(text) as PageData;
    return data.language === 'ne' || data.language === 'en' ? data : null;
  } catch {
    return null;
  }
}
