import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

/**
 * Requests the server makes to itself (the page renderer's API calls through app.inject) carry this header with a
 * value drawn once per process, so they can be told from a client's: a client cannot guess the value, and the
 * header is removed before any route sees it. They are part of the page's request, so the request log and the
 * HTTP metrics leave them out.
 */
export const INTERNAL_REQUEST_HEADER = 'x-portal-internal';
const INTERNAL_TOKEN = randomBytes(24).toString('base64url');

/** The header to add to a request made through app.inject. */
export const internalRequestHeaders = (): Record<string, string> => ({ [INTERNAL_REQUEST_HEADER]: INTERNAL_TOKEN });

const internal = new WeakSet<FastifyRequest>();

export const isInternalRequest = (request: FastifyRequest) => internal.has(request);

export const internalRequests = fastifyPlugin(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      if (request.headers[INTERNAL_REQUEST_HEADER] === undefined) return;
      if (request.headers[INTERNAL_REQUEST_HEADER] === INTERNAL_TOKEN) internal.add(request);
      delete request.headers[INTERNAL_REQUEST_HEADER];
    });
  },
  { name: 'internal-requests' },
);
