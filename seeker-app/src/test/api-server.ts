import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureApi } from 'shared-api';

type Received = { method?: string; url?: string; body: unknown };

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => resolve(text));
  });

/**
 * A real HTTP server on loopback for component tests, with the client pointed at it: it records every write and
 * answers it with `reply`; reads (lookup lists) get an empty list.
 */
export async function startApiServer() {
  const received: Received[] = [];
  const state = { reply: { status: 200, body: {} as unknown } };
  const server: Server = createServer(async (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', '*');
    res.setHeader('Access-Control-Allow-Methods', '*');
    if (req.method === 'OPTIONS') {
      res.end();
      return;
    }
    const text = await readBody(req);
    res.setHeader('Content-Type', 'application/json');
    if (req.method === 'GET') {
      res.end('[]');
      return;
    }
    received.push({ method: req.method, url: req.url, body: text ? JSON.parse(text) : null });
    res.statusCode = state.reply.status;
    res.end(JSON.stringify(state.reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApi({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api` });
  return {
    received,
    /** What the next writes are answered with. */
    reply: (status: number, body: unknown) => {
      state.reply = { status, body };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
