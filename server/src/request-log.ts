import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';

// `token=`, `reset_token=`, `access_token=` … in a query string: links from emails carry secrets there.
const TOKEN_PARAM = /([?&][^=&#]*token=)[^&#]*/gi;

/** The URL as it may be written to a log: every `…token=` query value replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  return url.replace(TOKEN_PARAM, '$1[redacted]');
}

/** Logger serializers so any line that carries the request (Fastify's own too) shows the redacted URL. */
export const logSerializers: NonNullable<Extract<FastifyServerOptions['logger'], object>>['serializers'] = {
  req: (request: { method?: string; url?: string }) => ({ method: request.method, url: redactUrl(request.url ?? '') }),
};

/** One JSON line per request (method, url, status, time) instead of Fastify's separate incoming/completed lines. */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.info(`Route ${request.method}:${redactUrl(request.url)} not found`);
  }
}
