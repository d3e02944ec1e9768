import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureApi } from 'shared-api';

export type ApiRequest = { method: string; path: string; query: string; body: unknown };
export type ApiReply = { status?: number; body?: unknown };

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => resolve(text));
  });

/**
 * A real HTTP server on loopback standing in for the API (tests answer at the network boundary, the client code
 * runs as it is): `answer` decides each reply, every request is recorded, and the shared client is pointed at it.
 * The test page's origin differs from the server's; happy-dom applies CORS like a browser.
 */
export async function startLoopbackApi(answer: (request: ApiRequest) => ApiReply) {
  const requests: ApiRequest[] = [];
  const server = createServer(async (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', '*');
    res.setHeader('Access-Control-Allow-Methods', '*');
    if (req.method === 'OPTIONS') {
      res.end();
      return;
    }
    const text = await readBody(req);
    const [path = '', query = ''] = (req.url ?? '').replace(/^\/api/, '').split('?');
    const request = { method: req.method ?? 'GET', path, query, body: text ? JSON.parse(text) : null };
    requests.push(request);
    const reply = answer(request);
    res.statusCode = reply.status ?? 200;
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify(reply.body ?? null));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApi({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api` });
  return {
    requests,
    /** The recorded writes (what the forms sent), without the reads. */
    writes: () => requests.filter((request) => request.method !== 'GET'),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
