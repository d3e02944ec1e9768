import { vi } from 'vitest';

export type SentRequest = { method: string; path: string; body: unknown };
type Answer = [status: number, body?: unknown];

/**
 * The server side of a component test, at the network boundary (the global fetch): the real shared-api client,
 * contract schemas and error parsing run. `answer` sees each request (path without the /api prefix); a thrown
 * error is a transport failure. Returns every request sent. Undo with vi.unstubAllGlobals().
 */
export function answerFetch(answer: (request: SentRequest) => Answer): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method: init.method ?? 'GET', path: new URL(url, 'http://localhost').pathname.slice(4), body };
    sent.push(request);
    const [status, payload] = answer(request);
    const json = payload === undefined ? null : JSON.stringify(payload);
    return new Response(json, { status, headers: { 'Content-Type': 'application/json' } });
  });
  return sent;
}
