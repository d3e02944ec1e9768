import { injectHead } from '../modules/seo/job-page-head.ts';
import { escapeHtml } from '../modules/seo/social-tags.ts';

const ROOT = /<div id="root"><\/div>/;
/** The template's module scripts and module preloads (as Vite writes them) that carry no fetchpriority yet. */
const MODULE_TAG = /<(script type="module"|link rel="modulepreload")(?![^>]*\bfetchpriority=)/gi;

/** The shell's index.html with the page's language, head tags, preload hints and, when rendered, its markup. */
export function composePage(
  template: string,
  page: { lang: 'en' | 'ne'; head: string | null; preloads?: string[]; root?: { html: string; dataScript: string } },
): string {
  let html = template.replace(/<html(\s[^>]*)?>/i, (tag) =>
    /\slang="[^"]*"/.test(tag)
      ? tag.replace(/\slang="[^"]*"/, ` lang="${page.lang}"`)
      : `${tag.slice(0, -1)} lang="${page.lang}">`,
  );
  if (page.head) html = injectHead(html, page.head);
  if (page.preloads && page.preloads.length > 0) {
    const links = page.preloads.map((url) => `<link rel="modulepreload" crossorigin href="${escapeHtml(url)}">`);
    html = html.replace(/<\/head>/i, `${links.join('')}</head>`);
  }
  if (page.root) {
    // The page is painted from its HTML: its scripts only hydrate it, so they take the bandwidth after what the
    // paint needs (the fonts, an image) instead of before it.
    html = html.replace(MODULE_TAG, '<$1 fetchpriority="low"');
    const { html: markup, dataScript } = page.root;
    html = html.replace(ROOT, () => `<div id="root">${markup}</div>${dataScript}`);
  }
  return html;
}
