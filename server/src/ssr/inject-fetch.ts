import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import { internalRequestHeaders } from '../http/internal-request.ts';

/**
 * The address of the visitor whose page is being rendered. The fetch below is set once for the process (the
 * shared-api client's config is global) while pages of several visitors render at once: each render runs inside
 * `visitorAddress.run(ip, …)`, and its calls read their own visitor from there.
 */
export const visitorAddress = new AsyncLocalStorage<string>();

/**
 * A fetch answered by the app itself (app.inject): the page renderer's API calls go through the same routes,
 * validation and caches as the browser's, without an HTTP round trip, marked internal (they are part of the page's
 * request line, not lines of their own). As the visitor's address, so per-IP limits count them as the visitor's.
 * Guest calls only: no token is ever sent.
 */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers: Record<string, string> = internalRequestHeaders();
    new Headers(init?.headers).forEach((value, name) => {
      if (name !== 'authorization' && !(name in headers)) headers[name] = value;
    });
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers,
      remoteAddress: visitorAddress.getStore() ?? '127.0.0.1',
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(one));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : res.rawPayload, { status: res.statusCode, headers: responseHeaders });
  }) as typeof fetch;
}
