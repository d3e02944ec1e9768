import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;

/** A real HTTP server on loopback whose answer each test sets, so the client is tested against real responses. */
export async function startTestServer(): Promise<{
  url: string;
  handle: (handler: Handler) => void;
  close: () => Promise<void>;
}> {
  let current: Handler = (_req, _body, res) => res.end();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => current(req, Buffer.concat(chunks).toString('utf8'), res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    handle: (handler) => {
      current = handler;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
