import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { localizedPath, NEPALI_PREFIX } from 'shared-api/contract';
import { calendarPreferenceFromCookieHeader } from 'shared-ui/calendar';
import type { AppContext } from '../app-context.ts';
import { errorBody } from '../errors.ts';
import { negotiateEncoding } from '../http/compression.ts';
import { oncePerTurn } from '../http/once-per-turn.ts';
import { PUBLIC_PAGE_HEADS } from '../modules/seo/public-page-head.ts';
import { matchesIfNoneMatch } from '../public-cache/http-cache.ts';
import type { RemotesManifest } from '../static/remotes-manifest.ts';
import { hasStylesheets, stylesheetKey } from './inline-styles.ts';
import { PageCache, type RenderedPage, type StoredPage } from './page-cache.ts';
import { createPageRenderer } from './page-renderer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The instance's page cache (tests count its renders and bytes). */
    pageCache: PageCache;
  }
}

const NOT_BUILT =
  'The web front-end is not built yet. Run `npm run build` in the repository root (or `npm start`, which builds first), then reload.\n';
/** A last path segment with an extension names a file (/favicon.ico, /x.js): missing, it is a real 404. */
const FILE_NAME = /\/[^/]*\.[A-Za-z0-9]{1,8}$/;

/**
 * A page that is the same for everyone: browsers revalidate it every time (a 304 when it has not changed), shared
 * caches keep it 30 s. A CDN that reads CDN-Cache-Control (RFC 9213) also serves it stale for 5 minutes while it
 * revalidates, and for a day while this server is down (server README, "Page cache").
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, must-revalidate';
export const PAGE_CDN_CACHE_CONTROL = 'max-age=30, stale-while-revalidate=300, stale-if-error=86400';
/** A page rendered for a cookie that changes it (the calendar choice): the browser's own, revalidated. */
const PRIVATE_PAGE = 'private, no-cache';
/** A page whose URL carries a token (an emailed link): kept by no cache at all. */
const NO_STORE = 'no-store';

/** Query parameters that link trackers add and no page reads: one page for `/jobs/1` and `/jobs/1?fbclid=…`. */
const TRACKING_PARAM = /^(utm_[a-z_]+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|mc_cid|mc_eid|igshid|_ga|_gl|yclid)$/i;

/**
 * The public pages' paths (without a language prefix), routed to the page handler directly: the static files' catch-all
 * (static-routes.ts) would otherwise look each one up on disk before giving up on it.
 */
const PUBLIC_PAGE_ROUTES = ['/jobs/:id', '/employers/:id', ...Object.keys(PUBLIC_PAGE_HEADS)];

/**
 * Whether a request that matched no route is for a page: any GET or HEAD outside the API, the remotes and the
 * assets that does not name a file, whatever its Accept header (link-preview bots and crawlers send *\/*).
 */
export function isPageRequest(method: string, pathname: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  if (pathname.startsWith('/remotes/') || pathname.startsWith('/assets/')) return false;
  return !FILE_NAME.test(pathname);
}

/** The URL a page is rendered (and kept) for: the request's, without the parameters of link trackers. */
export function pageUrlOf(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = new URLSearchParams(url.slice(at + 1));
  for (const name of [...query.keys()]) if (TRACKING_PARAM.test(name)) query.delete(name);
  const rest = query.toString();
  return rest ? `${url.slice(0, at)}?${rest}` : url.slice(0, at);
}

/** The shell's index.html and its version, re-read when it changes (a rebuild), or null when not built. */
function shellTemplate(file: string): () => { html: string; version: string } | null {
  let current: { html: string; version: string } | null = null;
  return () => {
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat) {
      current = null;
      return null;
    }
    const version = `${stat.mtimeMs}:${stat.size}`;
    try {
      if (current?.version !== version) current = { html: readFileSync(file, 'utf8'), version };
      return current;
    } catch {
      current = null;
      return null;
    }
  };
}

/**
 * Sends a page kept by the page cache (a feed too, with its own `contentType`): its ETag and the page's
 * Cache-Control (`shared`: public, else the browser's own), 304 when the client has it, else its bytes in the
 * best encoding the client takes.
 */
export async function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: PageCache,
  answer: { stored: StoredPage; key?: string },
  shared: boolean,
  contentType = 'text/html; charset=utf-8',
) {
  const page = answer.stored;
  reply
    .header('ETag', page.etag)
    .header('Cache-Control', shared ? PAGE_CACHE_CONTROL : PRIVATE_PAGE)
    .header('Vary', 'Accept-Encoding');
  if (shared) reply.header('CDN-Cache-Control', PAGE_CDN_CACHE_CONTROL);
  if (matchesIfNoneMatch(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
  reply.status(page.status).type(contentType);
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (encoding === 'br') return reply.header('Content-Encoding', 'br').send(page.br);
  if (encoding === 'gzip') return reply.header('Content-Encoding', 'gzip').send(await cache.gzipOf(answer));
  return reply.send(brotliDecompressSync(page.br));
}

function sendRendered(reply: FastifyReply, page: RenderedPage, cacheControl: string) {
  return reply
    .header('Cache-Control', cacheControl)
    .type('text/html; charset=utf-8')
    .status(page.status)
    .send(page.html);
}

/**
 * Every page path answers HTML (server-rendered when public, see page-renderer.ts); anything else a JSON 404. Public
 * pages come from the page cache (page-cache.ts) with a strong ETag; `/ne` is `/ne/`, the Nepali home page.
 */
export const pageRoutes = fastifyPlugin<{ ctx: AppContext; remotesManifest: () => RemotesManifest }>(
  async (app, { ctx, remotesManifest }) => {
    const { renderPage, buildVersion, warmUp } = createPageRenderer(app, ctx, remotesManifest);
    const template = shellTemplate(path.join(ctx.config.webRoot, 'shell', 'dist', 'index.html'));
    // What the deployed builds are, read once per turn of the event loop (a few stat calls shared by the requests
    // that arrived together; a deploy is seen by the next request).
    const deployed = oncePerTurn(() => {
      const shell = template();
      return shell && { shell, version: buildVersion(shell.version), stylesheets: stylesheetKey(shell.html) };
    });
    const cache = new PageCache(ctx.publicCache, (ctx.config.pageCacheMb ?? 64) * 1024 * 1024);
    app.decorate('pageCache', cache);
    app.addHook('onReady', async () => {
      // In the background: a missing or broken server build is reported by the first page that needs it.
      warmUp().catch(() => {});
    });
    /** A page (any path isPageRequest accepts), from the page cache when it is public; anything else a JSON 404. */
    async function page(request: FastifyRequest, reply: FastifyReply) {
      const [pathname = '/', search] = request.url.split('?', 2);
      if (!isPageRequest(request.method, pathname)) return reply.status(404).send(errorBody(404, 'Not found.'));
      if (pathname === NEPALI_PREFIX) return reply.redirect(`${NEPALI_PREFIX}/${search ? `?${search}` : ''}`, 301);
      const builds = deployed();
      if (builds === null) return reply.status(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
      const { shell } = builds;
      const url = pageUrlOf(request.url);
      const query = new URLSearchParams(search ?? '');
      if (query.has('token')) return sendRendered(reply, await renderPage(request, url, shell.html), NO_STORE);
      // The page's language is in its path. Two cookies change the HTML: the calendar choice (a page of its own, the
      // browser's) and whether the browser holds the shared stylesheets (linked, not inlined; either is right for
      // anyone, so both stay public).
      const calendar = calendarPreferenceFromCookieHeader(request.headers.cookie);
      const variant = calendar ? `${calendar.calendarFirst}.${calendar.showSecondCalendar ? 1 : 0}` : 'default';
      const css = hasStylesheets(request.headers.cookie, builds.stylesheets) ? 'linked' : 'inline';
      const key = `${url}\n${variant}\n${css}\n${builds.version}`;
      const answer = await cache.answer(key, () => renderPage(request, url, shell.html));
      if ('stored' in answer) return sendStored(request, reply, cache, answer, calendar === null);
      return sendRendered(reply, answer.rendered, 'no-cache');
    }
    for (const path of PUBLIC_PAGE_ROUTES) for (const url of [path, localizedPath(path, 'ne')]) app.get(url, page);
    app.setNotFoundHandler(page);
  },
  { name: 'pages' },
);
