/**
 * Where a browser build keeps its server build (build-config/src/ssr-build.ts writes it, server/src/ssr reads it):
 * `<dist>/ssr/entry.ssr.mjs`, every file named `*.ssr.mjs` (server/src/ssr/ssr-resolve-hook.mjs knows them so).
 */
export const SSR_DIR = 'ssr';
export const SSR_ENTRY = 'entry.ssr.mjs';
export const SSR_SUFFIX = '.ssr.mjs';
