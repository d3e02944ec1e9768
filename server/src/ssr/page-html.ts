import { escapeHtml } from '../http/escape-html.ts';
import { injectHead } from '../modules/seo/job-page-head.ts';
import { HYDRATION_START_SCRIPT, HYDRATION_TEMPLATE_ID } from './hydration-start.ts';
import { LANGUAGE_RETURN_SCRIPT } from './language-return.ts';

const ROOT = /<div id="root"><\/div>/;
/** The template's module scripts and module preloads (as Vite writes them). */
const HYDRATION_TAG = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/gi;
/** A tag's opening without a fetchpriority yet. */
const UNPRIORITISED = /^<(script type="module"|link rel="modulepreload")(?![^>]*\bfetchpriority=)/i;

const CHARSET = /<meta\s+charset=["']?[\w-]+["']?\s*\/?>\s*/gi;

/**
 * The character encoding declared as the head's first element: browsers and validators look for it within the first
 * 1,024 bytes, and the head tags and hints put before the template's own head would push it past them.
 */
export function charsetFirst(html: string, then = ''): string {
  const cleaned = html.replace(CHARSET, '');
  const opening = /<head(\s[^>]*)?>/i.exec(cleaned);
  if (opening?.index === undefined) return cleaned;
  const at = opening.index + opening[0].length;
  return `${cleaned.slice(0, at)}<meta charset="utf-8">${then}${cleaned.slice(at)}`;
}

/** The shell's index.html with the page's language, head tags, preload hints and, when rendered, its markup. */
export function composePage(
  template: string,
  page: {
    lang: 'en' | 'ne';
    head: string | null;
    preloads?: string[];
    root?: { html: string; dataScript: string };
    /** The English home page: a reader whose language is Nepali goes on to /ne/ (language-return.ts). */
    languageReturn?: boolean;
  },
): string {
  let html = template.replace(/<html(\s[^>]*)?>/i, (tag) =>
    /\slang="[^"]*"/.test(tag)
      ? tag.replace(/\slang="[^"]*"/, ` lang="${page.lang}"`)
      : `${tag.slice(0, -1)} lang="${page.lang}">`,
  );
  if (page.head) html = injectHead(html, page.head);
  html = charsetFirst(html, page.languageReturn ? `<script>${LANGUAGE_RETURN_SCRIPT}</script>` : '');
  const links = (page.preloads ?? []).map((url) => `<link rel="modulepreload" crossorigin href="${escapeHtml(url)}">`);
  if (!page.root) return links.length > 0 ? html.replace(/<\/head>/i, `${links.join('')}</head>`) : html;
  // The page is painted from its HTML: its scripts only hydrate it. They wait in an inert template until the first
  // paint (hydration-start.ts), then load at low priority, after what is left for the paint (fonts, an image).
  const tags: string[] = [];
  html = html.replace(HYDRATION_TAG, (tag) => {
    tags.push(tag);
    return '';
  });
  const hydration = [...tags, ...links].map((tag) => tag.replace(UNPRIORITISED, '<$1 fetchpriority="low"'));
  const { html: markup, dataScript } = page.root;
  const start = `<template id="${HYDRATION_TEMPLATE_ID}">${hydration.join('')}</template><script>${HYDRATION_START_SCRIPT}</script>`;
  return html.replace(ROOT, () => `<div id="root">${markup}</div>${dataScript}${start}`);
}
