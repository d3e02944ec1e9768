import { vi } from 'vitest';

type Answer = [status: number, body?: unknown];
/** An answer, or a function of the request's JSON body (and its query) giving one (for stateful routes). */
export type StubRoute = Answer | ((body: unknown, query: URLSearchParams) => Answer);

/**
 * Answers the page's API calls at the network boundary (the global fetch) by "METHOD /path?query" (without the
 * /api prefix), else by "METHOD /path" for any query: the real shared-api client, contract schemas and error
 * parsing run; unknown routes answer 404.
 * Returns the calls seen, each "METHOD /path" plus its JSON body when there is one. Undo with vi.unstubAllGlobals().
 */
export function stubApi(routes: Record<string, StubRoute>): { seen: string[] } {
  const seen: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const route = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}`;
    const key = `${route}${url.search}`;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    seen.push(body === undefined ? key : `${key} ${JSON.stringify(body)}`);
    const answer = routes[key] ?? routes[route];
    const [status, payload] =
      typeof answer === 'function'
        ? answer(body, url.searchParams)
        : (answer ?? [404, { message: 'Not found.', code: 'not_found' }]);
    return new Response(status === 204 ? null : JSON.stringify(payload), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { seen };
}
