import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyPlugin from 'fastify-plugin';
import helmet from 'helmet';
import type { Config } from '../config.ts';
import { isInternalRequest } from '../http/internal-request.ts';
import { HYDRATION_START_CSP_SOURCE } from '../ssr/hydration-start.ts';
import { LANGUAGE_RETURN_CSP_SOURCE } from '../ssr/language-return.ts';
import type { RemotesManifest } from './remotes-manifest.ts';

/** Pages whose URL carries a secret token: no Referer at all, so the token never reaches another site. */
const TOKEN_PAGES = new Set(['/reset-password', '/verify-email']);

/** Browser features no page of the portal uses. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), ' +
  'magnetometer=(), microphone=(), midi=(), payment=(), usb=(), interest-cohort=()';

/** Origins of the remotes configured as absolute URLs (REMOTE_ENTRY_*, REMOTES_CONFIG); paths are 'self'. */
export function remoteOrigins(manifest: RemotesManifest): string[] {
  const origins = new Set<string>();
  for (const entry of Object.values(manifest.remotes)) {
    if (entry.startsWith('/') && !entry.startsWith('//')) continue;
    try {
      const url = new URL(entry);
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
    } catch {
      // remotes-config refuses such entries before they get here
    }
  }
  return [...origins].sort();
}

/** The Content-Security-Policy directives (helmet's names) for a space-separated list of the remotes' origins. */
function cspDirectives(remotes: string, https: boolean) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", HYDRATION_START_CSP_SOURCE, LANGUAGE_RETURN_CSP_SOURCE, remotes],
    scriptSrcAttr: ["'none'"],
    // React style attributes; never scripts.
    styleSrc: ["'self'", "'unsafe-inline'", remotes],
    fontSrc: ["'self'", 'data:', remotes],
    // data: for inline images, blob: for previews of chosen files.
    imgSrc: ["'self'", 'data:', 'blob:', remotes],
    connectSrc: ["'self'", remotes],
    workerSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    ...(https ? { upgradeInsecureRequests: [] } : {}),
  };
}

/**
 * Responses a browser only uses inside a page (scripts, stylesheets, fonts, raster images): the page's policy governs
 * them and a policy of their own would govern nothing, so they carry none (1.3 KB less on each of a page's ~40 files).
 * SVG images, HTML, JSON and every other type keep it: they can be opened as a document. A worker takes its policy
 * from its own script's response: a script the portal starts as a worker must be served with the CSP.
 */
const SUBRESOURCE_TYPE =
  /^(?:text\/javascript|application\/javascript|text\/css|font\/|image\/(?:png|jpeg|gif|webp|avif|x-icon|vnd\.microsoft\.icon)\b)/i;

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * Helmet's headers on every response (pages, assets, API JSON), and on every response but scripts, stylesheets, fonts
 * and raster images (SUBRESOURCE_TYPE) a Content-Security-Policy whose script, style, font, image and connect sources
 * are 'self' plus the configured remotes' origins (so a changed REMOTES_CONFIG applies to the next request); no eval'd
 * script, and no inline script but the server-rendered pages' constant hydration starter, allowed by its hash; framing
 * refused; HSTS only when the public URL is https. Helmet's middlewares are built once (the CSP's once per set of
 * remote origins) and only set their headers on a request.
 */
export const securityHeaders = fastifyPlugin<{
  config: Pick<Config, 'publicUrl'>;
  remotesManifest: () => RemotesManifest;
}>(
  async (app, { config, remotesManifest }) => {
    const https = config.publicUrl.startsWith('https://');
    const others: Middleware = helmet({
      contentSecurityPolicy: false,
      xFrameOptions: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      // Remote builds may be loaded by a shell on another origin (CDN set-ups); everything else stays same-origin.
      crossOriginResourcePolicy: { policy: 'same-origin' },
    });
    let csp: { remotes: string; middleware: Middleware } | undefined;
    const cspOf = (remotes: string): Middleware => {
      if (csp?.remotes !== remotes) {
        const directives = cspDirectives(remotes, https);
        csp = { remotes, middleware: helmet.contentSecurityPolicy({ useDefaults: false, directives }) };
      }
      return csp.middleware;
    };
    // A request the server makes to itself (the page renderer's API calls) is answered to the renderer, never to a
    // browser: its headers are read by no one, so they are not made.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (isInternalRequest(request)) return done(null, payload);
      if (!SUBRESOURCE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) {
        cspOf(remoteOrigins(remotesManifest()).join(' '))(request.raw, reply.raw, () => {});
      }
      done(null, payload);
    });
    app.addHook('onRequest', (request, reply, done) => {
      if (isInternalRequest(request)) return done();
      others(request.raw, reply.raw, () => {});
      reply.header('Permissions-Policy', PERMISSIONS_POLICY);
      const pathname = request.url.split('?')[0] ?? '';
      if (TOKEN_PAGES.has(pathname)) reply.header('Referrer-Policy', 'no-referrer');
      if (pathname.startsWith('/remotes/')) reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      done();
    });
  },
  { name: 'security-headers' },
);
