import { vi } from 'vitest';

type Answer = [status: number, body?: unknown];
/** An answer, or a function of the request's JSON body giving one (for stateful routes). */
export type StubRoute = Answer | ((body: unknown) => Answer);

/**
 * Answers the page's API calls at the network boundary (the global fetch) by "METHOD /path?query" (without the
 * /api prefix): the real shared-api client, contract schemas and error parsing run; unknown routes answer 404.
 * Returns the calls seen, each "METHOD /path" plus its JSON body when there is one. Undo with vi.unstubAllGlobals().
 */
export function stubApi(routes: Record<string, StubRoute>): { seen: string[] } {
  const seen: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}${url.search}`;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    seen.push(body === undefined ? key : `${key} ${JSON.stringify(body)}`);
    const route = routes[key];
    const [status, payload] =
      typeof route === 'function' ? route(body) : (route ?? [404, { message: 'Not found.', code: 'not_found' }]);
    return new Response(status === 204 ? null : JSON.stringify(payload), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { seen };
}
