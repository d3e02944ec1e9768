import { injectHead } from '../modules/seo/job-page-head.ts';
import { escapeHtml } from '../modules/seo/social-tags.ts';

const ROOT = /<div id="root"><\/div>/;

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
    const { html: markup, dataScript } = page.root;
    html = html.replace(ROOT, () => `<div id="root">${markup}</div>${dataScript}`);
  }
  return html;
}
