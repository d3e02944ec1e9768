import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import { isInternalRequest } from './http/internal-request.ts';

// `token=`, `reset_token=`, `access_token=` … in a query string: links from emails carry secrets there.
const TOKEN_PARAM = /([?&][^=&#]*token=)[^&#]*/gi;
const MAY_HOLD_TOKEN = /token=/i;

/** The URL as it may be written to a log: every `…token=` query value replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  return MAY_HOLD_TOKEN.test(url) ? url.replace(TOKEN_PARAM, '$1[redacted]') : url;
}

/** Logger serializers so any line that carries the request (Fastify's own too) shows the redacted URL. */
export const logSerializers: NonNullable<Extract<FastifyServerOptions['logger'], object>>['serializers'] = {
  req: (request: { method?: string; url?: string }) => ({ method: request.method, url: redactUrl(request.url ?? '') }),
};

/**
 * One JSON line per request instead of Fastify's separate incoming/completed lines: method, redacted URL, route
 * template, status, time, the client's address (through TRUST_PROXY) and the signed-in user. Requests the server
 * makes to itself while rendering a page are part of that page's line, not lines of their own.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    if (isInternalRequest(request) && !error && reply.statusCode < 500) return;
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      route: request.routeOptions.url ?? null,
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
      ip: request.ip,
      userId: request.authUser?.id ?? null,
      ...(isInternalRequest(request) ? { internal: true } : {}),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }

  override routeNotFound(): void {}
}
