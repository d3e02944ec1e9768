import type { Plugin } from 'vite';

/**
 * The one font file the first screen's text needs in English (Mukta, Latin subset, regular): preloaded from
 * the page's <head> so it arrives with the first requests instead of after the CSS and the module graph.
 * Text never waits for it either way (`font-display: swap` in @fontsource); the preload only shortens the
 * swap. The Devanagari files are left to `unicode-range`: fetched only when Devanagari is on the page.
 */
export const PRELOADED_FONT = /^assets\/mukta-latin-400-normal-[\w-]+\.woff2$/;

export function fontPreloadPlugin(): Plugin {
  return {
    name: 'portal-font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const file = Object.keys(context.bundle ?? {}).find((name) => PRELOADED_FONT.test(name));
        if (!file) throw new Error('fontPreloadPlugin: the Latin Mukta 400 woff2 is not in the bundle.');
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
