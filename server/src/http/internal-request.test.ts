import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { OneLineRequestLog } from '../request-log.ts';
import { injectFetch } from '../ssr/inject-fetch.ts';
import { INTERNAL_REQUEST_HEADER, internalRequests, isInternalRequest } from './internal-request.ts';

describe('the page renderer’s own API calls', () => {
  it('are marked internal, lose the marking header, and write no request line of their own', async () => {
    const lines: string[] = [];
    const app = Fastify({
      loggerInstance: createLogger('info', { write: (line) => void lines.push(line) }) as FastifyBaseLogger,
      logController: new OneLineRequestLog(),
    });
    await app.register(internalRequests);
    const seen: { internal: boolean; header: unknown }[] = [];
    app.get('/api/thing', async (request) => {
      seen.push({ internal: isInternalRequest(request), header: request.headers[INTERNAL_REQUEST_HEADER] });
      return { ok: true };
    });
    try {
      const res = await injectFetch(app)('/api/thing', { headers: { [INTERNAL_REQUEST_HEADER]: 'from the page' } });
      expect(await res.json()).toEqual({ ok: true });
      await app.inject({ method: 'GET', url: '/api/thing' });
      expect(seen).toEqual([
        { internal: true, header: undefined },
        { internal: false, header: undefined },
      ]);
      const requests = lines
        .map((line) => JSON.parse(line) as { msg: string })
        .filter((line) => line.msg === 'request');
      expect(requests).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});
