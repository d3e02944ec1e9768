import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_THRESHOLD, compressBody, negotiateEncoding } from '../http/compression.ts';
import type { CachedBody } from './public-cache.ts';

/** Browsers and CDNs may reuse an anonymous answer for 10 s and serve it stale for a minute while revalidating. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=60';
/** Signed-in callers get the same body, but shared caches must not keep it; their browser revalidates (304). */
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';

const isAnonymous = (request: FastifyRequest) => !request.headers.authorization && !request.headers.cookie;

/** If-None-Match matches when it lists the ETag (weak comparison, RFC 9110 13.1.2) or is `*`. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

/**
 * Sends a cached JSON body with its ETag and Cache-Control, or 304 when the caller already has it. A body above
 * the compression threshold goes out brotli- or gzip-compressed as Accept-Encoding allows; each variant is
 * compressed once and kept on the cached entry, so a repeated hit sends stored bytes, like the plain body.
 */
export async function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedBody,
  contentType = 'application/json; charset=utf-8',
): Promise<FastifyReply> {
  reply.header('ETag', cached.etag);
  reply.header('Cache-Control', isAnonymous(request) ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL);
  const compressible = cached.body.length >= COMPRESS_THRESHOLD;
  if (compressible) reply.header('Vary', 'Accept-Encoding');
  if (matchesIfNoneMatch(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
  reply.type(contentType);
  const encoding = compressible ? negotiateEncoding(request.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(cached.body);
  if (!cached.encoded) cached.encoded = {};
  const encoded = cached.encoded;
  let bytes = encoded[encoding];
  if (bytes === undefined) {
    // Concurrent first hits share one compression; once done, hits send the stored Buffer directly.
    bytes = compressBody(cached.body, encoding).then((done) => {
      encoded[encoding] = done;
      return done;
    });
    encoded[encoding] = bytes;
  }
  return reply.header('Content-Encoding', encoding).send(Buffer.isBuffer(bytes) ? bytes : await bytes);
}
