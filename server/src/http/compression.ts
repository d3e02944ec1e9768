import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import fastifyPlugin from 'fastify-plugin';

/** Answers smaller than this go out as they are: compressing them saves less than its framing costs. */
export const COMPRESS_THRESHOLD = 1024;
export type Encoding = 'br' | 'gzip';
/** Brotli quality for answers made per request (4: gzip-like speed, smaller output; 11 is for build time). */
const DYNAMIC_BROTLI_QUALITY = 4;
/** Brotli quality for a public-cache body: compressed once, then sent for every hit until the next change. */
const CACHED_BROTLI_QUALITY = 6;

/**
 * Compresses every answer above COMPRESS_THRESHOLD of a compressible type (JSON, HTML, text) with brotli or
 * gzip, as the client's Accept-Encoding allows, and says `Vary: Accept-Encoding`. An answer that already
 * carries a Content-Encoding (precompressed static files, the public cache's stored variants) passes through.
 * Register before the routes: the plugin hooks the routes declared after it.
 */
export const compression = fastifyPlugin(
  async (app) => {
    await app.register(fastifyCompress, {
      global: true,
      threshold: COMPRESS_THRESHOLD,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
    });
  },
  { name: 'compression' },
);

const ENCODINGS: Encoding[] = ['br', 'gzip'];

/**
 * The encoding to answer with for an Accept-Encoding header (@fastify/accept-negotiator): the client's most wanted of
 * brotli and gzip, brotli on a tie; `q=0` refuses an encoding and `*` accepts any not named. None for neither.
 */
export function negotiateEncoding(header: string | string[] | undefined): Encoding | undefined {
  if (!header) return undefined;
  const chosen = negotiate(Array.isArray(header) ? header.join(',') : header, ENCODINGS);
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
}

/** A stored body compressed for `encoding` (on the thread pool), for the public cache to keep beside it. */
export function compressBody(body: string, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'gzip') return promisify(gzip)(body, { level: 6 });
  return promisify(brotliCompress)(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: CACHED_BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
    },
  });
}
