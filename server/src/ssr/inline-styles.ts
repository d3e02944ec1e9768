import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The shell's stylesheet links as Vite writes them into index.html: `/assets/<name>.css`. */
const STYLESHEET = /<link\b(?=[^>]*\brel="stylesheet")[^>]*\bhref="\/assets\/([\w.-]+\.css)"[^>]*>/gi;

let last: { template: string; assetsDir: string; html: string } | undefined;

/**
 * A server-rendered page's template with the shell's stylesheets inlined as `<style>` (server README,
 * "Server-side rendering"): the page's markup is in the HTML, so its first paint then needs no other request —
 * no round trip for the CSS, and no sharing the phone's bandwidth with the scripts the head preloads. The fonts
 * are the CSS's absolute `/assets/` URLs, so they resolve the same. A stylesheet that cannot be read, or that could
 * close the element, keeps its link. Memoised on the template (index.html is re-read when rebuilt, and a rebuild
 * names a new CSS file).
 */
export function inlineStylesheets(template: string, assetsDir: string): string {
  if (last?.template === template && last.assetsDir === assetsDir) return last.html;
  const html = template.replace(STYLESHEET, (link, name: string) => {
    let css: string;
    try {
      css = readFileSync(path.join(assetsDir, name), 'utf8');
    } catch {
      return link;
    }
    return /<\/style/i.test(css) ? link : `<style>${css}</style>`;
  });
  last = { template, assetsDir, html };
  return html;
}
