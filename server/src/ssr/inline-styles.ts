import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The shell's stylesheet links as Vite writes them into index.html: `/assets/<name>.css`. */
const STYLESHEET = /<link\b(?=[^>]*\brel="stylesheet")[^>]*\bhref="\/assets\/([\w.-]+\.css)"[^>]*>/gi;

/**
 * The cookie a browser sets once it holds the shell's stylesheets in its cache (shell `stylesheet-cache.ts`): its
 * value names them (`stylesheetKey`). A page for that browser links them instead of inlining them.
 */
export const STYLESHEET_COOKIE = 'portal_css';

let last: { template: string; assetsDir: string; html: string } | undefined;

let lastKey: { template: string; key: string } | undefined;

/** The names of the template's stylesheets, sorted and joined: what the cookie says the browser has. */
export function stylesheetKey(template: string): string {
  if (lastKey?.template !== template) {
    const names = [...template.matchAll(STYLESHEET)].map((match) => match[1]);
    lastKey = { template, key: names.sort().join(',') };
  }
  return lastKey.key;
}

const COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${STYLESHEET_COOKIE}=([^;]*)`);

/** Whether the request's cookie says the browser holds exactly these stylesheets (the current build's). */
export function hasStylesheets(cookieHeader: string | undefined, key: string): boolean {
  if (!key || !cookieHeader) return false;
  const value = COOKIE_VALUE.exec(cookieHeader)?.[1];
  if (value === undefined) return false;
  try {
    return decodeURIComponent(value) === key;
  } catch {
    return false;
  }
}

/**
 * A server-rendered page's template with the shell's stylesheets inlined as `<style>` (server README, "Server-side
 * rendering"): the page's markup is in the HTML, so its first paint then needs no other request. Each carries its
 * file's URL and the stylesheets' key, from which the browser fetches the files into its cache after the page is
 * live and sets STYLESHEET_COOKIE; its next pages link them (`hasStylesheets`) and paint from the HTML and that
 * cache. The fonts are the CSS's absolute `/assets/` URLs, so they resolve the same. A stylesheet that cannot be
 * read, or that could close the element, keeps its link. Memoised on the template (index.html is re-read when
 * rebuilt, and a rebuild names a new CSS file).
 */
export function inlineStylesheets(template: string, assetsDir: string): string {
  if (last?.template === template && last.assetsDir === assetsDir) return last.html;
  const key = stylesheetKey(template);
  const html = template.replace(STYLESHEET, (link, name: string) => {
    let css: string;
    try {
      css = readFileSync(path.join(assetsDir, name), 'utf8');
    } catch {
      return link;
    }
    return /<\/style/i.test(css) ? link : `<style data-href="/assets/${name}" data-css-key="${key}">${css}</style>`;
  });
  last = { template, assetsDir, html };
  return html;
}
