import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants, gzip } from 'node:zlib';
import { LruMap } from '../public-cache/lru-map.ts';
import { nextKathmanduMidnight, type PublicCache } from '../public-cache/public-cache.ts';

/** A page as the renderer made it; `cacheable` is false for what must not be kept (a fallback, a signed-in area). */
export type RenderedPage = { status: number; html: string; cacheable: boolean };

/**
 * A page kept compressed: brotli, made when rendered (every current browser takes it); gzip made from it the first
 * time a client asks for gzip (plain text is decompressed from brotli).
 */
export type StoredPage = { status: number; etag: string; br: Buffer; gzip?: Buffer | Promise<Buffer> };

/** What answer() gives: a stored page, or a page to send as it is (not cacheable, or the cache is off). */
export type PageAnswer = { stored: StoredPage; key?: string } | { rendered: RenderedPage };

type Entry = StoredPage & { validUntil: number; upgraded?: boolean };

/** Quality of the brotli a page is kept with when rendered: fast enough for every miss. */
const BROTLI_QUALITY = 6;
/**
 * Quality a page asked for again is compressed with, in the background, one page at a time: 10–12 % smaller than
 * quality 6 for a few tens of milliseconds once, paid only by pages that are read more than once.
 */
const BROTLI_QUALITY_POPULAR = 10;
/** Pages waiting for that at most; more are left at quality 6 until asked for again. */
const MAX_UPGRADES_WAITING = 32;
const MAX_PAGES = 50_000;
/** Statuses that are a page's answer for everyone until the data changes (a missing job is a 404 until it exists). */
const KEPT_STATUSES = new Set([200, 404]);

const brotli = promisify(brotliCompress);
const unbrotli = promisify(brotliDecompress);
const brotliOptions = (html: string | Buffer, quality: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
  },
});
const gzipped = promisify(gzip);
const weightOf = (key: string, page: StoredPage) =>
  key.length + page.br.length + (Buffer.isBuffer(page.gzip) ? page.gzip.length : 0);

/**
 * Public pages kept in process as their compressed bytes, keyed by what changes their HTML (server README, "Page
 * cache"): the page's URL (its language is in the path), the cookies that change the render, the deployed builds.
 * One render per key at a time: concurrent misses of a key share it. Bounded by bytes (LRU). Emptied whenever the
 * public cache is (a NOTIFY from any instance: a job, employer, account or lookup changed) and at the Kathmandu
 * midnight (deadlines pass); a deploy changes the key. Nothing is kept while the public cache is not listening.
 */
export class PageCache {
  private readonly pages: LruMap<string, Entry>;
  private readonly inFlight = new Map<string, Promise<PageAnswer>>();
  /** Pages rendered to fill this cache (tests count them). */
  renders = 0;
  private upgrades: Promise<void> = Promise.resolve();
  private upgradesWaiting = 0;

  constructor(
    private readonly changes: PublicCache,
    readonly maxBytes: number,
  ) {
    this.pages = new LruMap(MAX_PAGES, maxBytes);
    changes.follow(() => this.pages.clear());
  }

  /** Bytes held now (the compressed pages and their keys). */
  get bytes(): number {
    return this.pages.weight;
  }

  get size(): number {
    return this.pages.size;
  }

  /** The stored page for `key`, else the one `render` makes, kept when it may be (see the class). */
  answer(key: string, render: () => Promise<RenderedPage>): Promise<PageAnswer> {
    if (this.maxBytes === 0 || !this.changes.serving) return render().then((rendered) => ({ rendered }));
    const hit = this.pages.get(key);
    const now = Date.now();
    if (hit && hit.validUntil > now) {
      if (!hit.upgraded) this.upgrade(key, hit);
      return Promise.resolve({ stored: hit, key });
    }
    const generation = this.changes.list.generation();
    const flight = `${generation}:${key}`;
    const running = this.inFlight.get(flight);
    if (running) return running;
    const started = this.fill(key, generation, render, now).finally(() => this.inFlight.delete(flight));
    this.inFlight.set(flight, started);
    return started;
  }

  private async fill(
    key: string,
    generation: number,
    render: () => Promise<RenderedPage>,
    now: number,
  ): Promise<PageAnswer> {
    this.renders += 1;
    const rendered = await render();
    if (!rendered.cacheable || !KEPT_STATUSES.has(rendered.status)) return { rendered };
    const entry: Entry = {
      status: rendered.status,
      etag: `"${createHash('sha1').update(rendered.html).digest('base64url')}"`,
      br: await brotli(rendered.html, brotliOptions(rendered.html, BROTLI_QUALITY)),
      validUntil: nextKathmanduMidnight(now),
    };
    // A page rendered while the data changed is sent but not kept: it may show the state before the change.
    if (this.changes.serving && generation === this.changes.list.generation()) {
      this.pages.set(key, entry, weightOf(key, entry));
    }
    return { stored: entry, key };
  }

  /**
   * The page's gzip bytes, made from its brotli the first time they are asked for (concurrent first requests share
   * it; most clients take brotli, so most pages never pay for gzip) and kept on the page while it is kept.
   */
  gzipOf(answer: { stored: StoredPage; key?: string }): Buffer | Promise<Buffer> {
    const page = answer.stored;
    if (page.gzip) return page.gzip;
    const made = unbrotli(page.br).then((html) => gzipped(html, { level: 6 }));
    page.gzip = made;
    made.then(
      (bytes) => {
        page.gzip = bytes;
        if (answer.key !== undefined && this.pages.peek(answer.key) === page) {
          this.pages.set(answer.key, page as Entry, weightOf(answer.key, page));
        }
      },
      () => {
        page.gzip = undefined;
      },
    );
    return made;
  }

  /** A page asked for again: its brotli is made smaller in the background (same HTML, same ETag), then kept. */
  private upgrade(key: string, entry: Entry): void {
    if (this.upgradesWaiting >= MAX_UPGRADES_WAITING) return;
    entry.upgraded = true;
    this.upgradesWaiting += 1;
    this.upgrades = this.upgrades
      .then(async () => {
        const html = await unbrotli(entry.br);
        const br = await brotli(html, brotliOptions(html, BROTLI_QUALITY_POPULAR));
        // Only if the page is still the one kept (not emptied or replaced meanwhile) and the result is smaller.
        if (this.pages.peek(key) === entry && br.length < entry.br.length) {
          const upgraded = { ...entry, br };
          this.pages.set(key, upgraded, weightOf(key, upgraded));
        }
      })
      .catch(() => {
        // The quality-6 bytes stay: nothing is lost.
      })
      .finally(() => {
        this.upgradesWaiting -= 1;
      });
  }

  /** Resolves when the background compression queued so far is done (tests, the bench). */
  settled(): Promise<void> {
    return this.upgrades;
  }
}
