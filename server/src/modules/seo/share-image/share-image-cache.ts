import { createHash } from 'node:crypto';
import { renderAsync } from '@resvg/resvg-js';
import { LruMap } from '../../../public-cache/lru-map.ts';
import { SHARE_TEMPLATE_VERSION } from './share-card-svg.ts';
import { SHARE_FONT_OPTIONS } from './share-fonts.ts';

export type ShareImage = { etag: string; png: Buffer };

/** An ETag for a picture: the template version and everything drawn on it (a rename or new logo is a new tag). */
export function shareImageEtag(drawn: unknown): string {
  const hash = createHash('sha256')
    .update(`${SHARE_TEMPLATE_VERSION}\n${JSON.stringify(drawn)}`)
    .digest('base64url')
    .slice(0, 27);
  return `"share-${SHARE_TEMPLATE_VERSION}-${hash}"`;
}

/** SVG to PNG with the share fonts only (see share-fonts.ts), on libuv's thread pool, off the event loop. */
export async function renderPng(svg: string): Promise<Buffer> {
  return (await renderAsync(svg, { font: SHARE_FONT_OPTIONS })).asPng();
}

/** At most `limit` tasks at once; the others wait in order. */
function createSlots(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else active += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}

/**
 * Rendered pictures by ETag, least recently used dropped first (≤ 300 pictures and 24 MB; a card is 25-75 KB),
 * and one render at a time per ETag: a link posted to a busy group is fetched by many preview bots at once, and
 * they all wait for the same render. At most `maxConcurrent` renders run at once (each holds a thread of libuv's
 * pool for 15-30 ms), so a crawler walking every job cannot take the CPU from the API.
 */
export function createShareImageCache(maxEntries = 300, maxBytes = 24 * 1024 * 1024, maxConcurrent = 2) {
  const done = new LruMap<string, Buffer>(maxEntries, maxBytes);
  const rendering = new Map<string, Promise<Buffer>>();
  const slot = createSlots(maxConcurrent);
  let renders = 0;
  return {
    /** How many pictures were rendered (not served from memory) since start; tests read it. */
    get renders() {
      return renders;
    },
    async get(etag: string, svg: () => Promise<string>): Promise<ShareImage> {
      const hit = done.get(etag);
      if (hit) return { etag, png: hit };
      let pending = rendering.get(etag);
      if (!pending) {
        pending = slot(async () => {
          const png = await renderPng(await svg());
          renders += 1;
          done.set(etag, png, png.length);
          return png;
        }).finally(() => rendering.delete(etag));
        rendering.set(etag, pending);
      }
      return { etag, png: await pending };
    },
  };
}

export type ShareImageCache = ReturnType<typeof createShareImageCache>;
