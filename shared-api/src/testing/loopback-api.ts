import { configureApi } from '../client/api-config.ts';
import { startTestServer } from './test-server.ts';

export type ApiRequest = { method: string; path: string; query: string; body: unknown };
export type ApiReply = { status?: number; body?: unknown };

/**
 * A real HTTP server on loopback standing in for the API, with the shared client pointed at it (tests answer at
 * the network boundary, the client code runs as it is): `answer` decides each reply (path without the /api
 * prefix), every request is recorded. The test page's origin differs from the server's; happy-dom applies CORS
 * like a browser, so the preflight is answered here.
 */
export async function startLoopbackApi(answer: (request: ApiRequest) => ApiReply) {
  const requests: ApiRequest[] = [];
  const server = await startTestServer();
  server.handle((req, text, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', '*');
    res.setHeader('Access-Control-Allow-Methods', '*');
    if (req.method === 'OPTIONS') {
      res.end();
      return;
    }
    const [path = '', query = ''] = (req.url ?? '').replace(/^\/api/, '').split('?');
    const request = { method: req.method ?? 'GET', path, query, body: text ? JSON.parse(text) : null };
    requests.push(request);
    const reply = answer(request);
    res.statusCode = reply.status ?? 200;
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify(reply.body ?? null));
  });
  configureApi({ baseUrl: `${server.url}/api` });
  return {
    requests,
    /** The recorded writes (what the forms sent), without the reads. */
    writes: () => requests.filter((request) => request.method !== 'GET'),
    close: server.close,
  };
}
