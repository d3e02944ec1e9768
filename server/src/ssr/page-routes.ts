import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { errorBody } from '../errors.ts';
import type { RemotesManifest } from '../static/remotes-manifest.ts';
import { createPageRenderer } from './page-renderer.ts';

const NOT_BUILT =
  'The web front-end is not built yet. Run `npm run build` in the repository root (or `npm start`, which builds first), then reload.\n';
/** A last path segment with an extension names a file (/favicon.ico, /x.js): missing, it is a real 404. */
const FILE_NAME = /\/[^/]*\.[A-Za-z0-9]{1,8}$/;

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

/** The shell's index.html, re-read when it changes (a rebuild), or null when the front-end is not built. */
function shellTemplate(file: string): () => string | null {
  let key = '';
  let html: string | null = null;
  return () => {
    try {
      const stat = statSync(file);
      const next = `${stat.mtimeMs}:${stat.size}`;
      if (next !== key) {
        html = readFileSync(file, 'utf8');
        key = next;
      }
      return html;
    } catch {
      key = '';
      html = null;
      return null;
    }
  };
}

/** Every page path answers HTML (server-rendered when public, see page-renderer.ts); anything else a JSON 404. */
export async function registerPages(
  app: FastifyInstance,
  ctx: AppContext,
  remotesManifest: () => RemotesManifest,
): Promise<void> {
  const template = shellTemplate(path.join(ctx.config.webRoot, 'shell', 'dist', 'index.html'));
  const { renderPage, warmUp } = createPageRenderer(app, ctx, remotesManifest);
  app.addHook('onReady', async () => {
    // In the background: a missing or broken server build is reported by the first page that needs it.
    warmUp().catch(() => {});
  });
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (!isPageRequest(request.method, pathname)) return reply.status(404).send(errorBody(404, 'Not found.'));
    const html = template();
    if (html === null) return reply.status(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
    const page = await renderPage(request, html);
    // The language cookie picks the page's language: caches must keep one copy per cookie.
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie').type('text/html; charset=utf-8');
    return reply.status(page.status).send(page.html);
  });
}
