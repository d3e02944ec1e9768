import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Encoding } from '../http/compression.ts';
import type { CacheResult } from '../metrics/metrics.ts';
import type { ListMemo, PageCursor } from '../modules/jobs/job-list.ts';
import { kathmanduToday } from '../modules/jobs/kathmandu-date.ts';
import { ChangeListener } from './change-listener.ts';
import { LruMap } from './lru-map.ts';

/**
 * A serialized JSON answer with its strong ETag (hashed once, when stored) and, filled by sendCached at the
 * first request asking for them, its brotli and gzip variants (a fraction of the body's size; not weighed).
 */
export type CachedBody = { body: string; etag: string; encoded?: Partial<Record<Encoding, Buffer | Promise<Buffer>>> };
type Entry = CachedBody & { validUntil: number };

const MAX_ENTRIES = 20_000;
const MAX_BYTES = 64 * 1024 * 1024;
const MAX_TOTALS = 50_000;
const MAX_CURSORS = 100_000;
/** Keyword term id lists and best-hit id lists, weighed in ids. */
const MAX_TERM_IDS = 1_000_000;
const MAX_TOP_HIT_IDS = 500_000;

export const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** The first instant of the next Asia/Kathmandu day (UTC+05:45): when deadlines pass and jobs leave the list. */
export function nextKathmanduMidnight(now = Date.now()): number {
  const tomorrow = new Date(`${kathmanduToday(new Date(now))}T00:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  return Date.parse(`${tomorrow.toISOString().slice(0, 10)}T00:00:00+05:45`);
}

/**
 * In-process cache of public answers that are the same for everyone (job list pages, job details, lookup
 * lists) and of exact list totals per filter set. Exact by invalidation: triggers on every table those answers
 * read NOTIFY CHANGE_CHANNEL (migration 0006), and any notification — from this instance, another one, the
 * admin tools or plain SQL — empties it. An entry also expires at the next Kathmandu midnight, when deadlines
 * pass (a listed job leaves the list, a detail turns isExpired). While the listener is not connected nothing
 * is served from or stored in the cache.
 */
export class PublicCache {
  private readonly bodies = new LruMap<string, Entry>(MAX_ENTRIES, MAX_BYTES);
  private readonly totals = new LruMap<string, number>(MAX_TOTALS);
  private readonly cursors = new LruMap<string, PageCursor>(MAX_CURSORS);
  private readonly termLists = new LruMap<string, number[]>(MAX_TOTALS, MAX_TERM_IDS);
  private readonly topHitLists = new LruMap<string, string[]>(MAX_TOTALS, MAX_TOP_HIT_IDS);
  private generation = 0;
  private readonly listener: ChangeListener;
  /** How many times the cache was emptied (for tests and logs). */
  invalidations = 0;
  private readonly waiters = new Set<() => void>();
  private readonly followers = new Set<() => void>();

  /** `onLookup`: told how each answer() was served (metrics). */
  constructor(
    connection: pg.ClientConfig,
    log: FastifyBaseLogger,
    private readonly onLookup: (result: CacheResult) => void = () => undefined,
  ) {
    this.listener = new ChangeListener({ connection, log, onChange: () => this.invalidate() });
    this.listener.start();
  }

  get serving(): boolean {
    return this.listener.connected;
  }

  private invalidate(): void {
    this.generation += 1;
    this.invalidations += 1;
    this.bodies.clear();
    this.totals.clear();
    this.cursors.clear();
    this.termLists.clear();
    this.topHitLists.clear();
    for (const wake of this.waiters) wake();
    this.waiters.clear();
    for (const follower of this.followers) follower();
  }

  /** Calls `emptied` whenever this cache is emptied (a change heard, the listener reconnected); returns the undo. */
  follow(emptied: () => void): () => void {
    this.followers.add(emptied);
    return () => this.followers.delete(emptied);
  }

  /** Resolves once the listener is connected and the cache serves (false after `timeoutMs`). */
  async whenServing(timeoutMs = 5000): Promise<boolean> {
    const until = Date.now() + timeoutMs;
    while (!this.serving && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
    return this.serving;
  }

  /** Resolves at the next invalidation (or after `timeoutMs`, false). */
  nextInvalidation(timeoutMs = 5000): Promise<boolean> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiters.delete(wake);
        resolve(false);
      }, timeoutMs);
      const wake = () => {
        clearTimeout(timer);
        resolve(true);
      };
      this.waiters.add(wake);
    });
  }

  /**
   * The cached answer for `key`, else `produce()`'s, stored unless the data changed while it was produced.
   * Concurrent misses of one key in one generation share a single `produce()` (no stampede on a cold key); a
   * request arriving after a change never joins work started before it.
   */
  answer(key: string, produce: () => Promise<string>): Promise<CachedBody> {
    const now = Date.now();
    if (!this.serving) {
      this.onLookup('bypass');
      return produce().then((body) => ({ body, etag: etagOf(body) }));
    }
    const hit = this.bodies.get(key);
    if (hit && hit.validUntil > now) {
      this.onLookup('hit');
      return Promise.resolve(hit);
    }
    this.onLookup('miss');
    const generation = this.generation;
    return this.once(`${generation}:${key}`, async () => {
      const body = await produce();
      const entry = { body, etag: etagOf(body), validUntil: nextKathmanduMidnight(now) };
      if (this.serving && generation === this.generation) this.bodies.set(key, entry, body.length);
      return entry;
    });
  }

  private readonly inFlight = new Map<string, Promise<unknown>>();

  private once<T>(key: string, work: () => Promise<T>): Promise<T> {
    const running = this.inFlight.get(key) as Promise<T> | undefined;
    if (running) return running;
    const started = work().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, started);
    return started;
  }

  /** Totals, page cursors, keyword term ids and best hits for listJobs, dropped with everything else on any change. */
  readonly list: ListMemo = {
    total: (filterKey, count) => this.total(filterKey, count),
    cursor: (pageKey) => (this.serving ? this.cursors.get(pageKey) : undefined),
    rememberCursor: (pageKey, cursor, generation) => {
      if (this.serving && generation === this.generation) this.cursors.set(pageKey, cursor, 1);
    },
    generation: () => this.generation,
    terms: (word, load) => this.remembered(this.termLists, `terms:${word}`, load, (list) => list.length + 1),
    topHits: (key, load) => this.remembered(this.topHitLists, `top:${key}`, load, (list) => list.length + 1),
  };

  /** The exact count of a filter set, counted once per cache generation. */
  private total(filterKey: string, count: () => Promise<number>): Promise<number> {
    return this.remembered(this.totals, `total:${filterKey}`, count, () => 1);
  }

  /**
   * A value remembered in `map` until the next change: loaded once (single-flight per generation), stored only
   * if nothing changed meanwhile. Keys carry the Kathmandu day, so nothing outlives the day it was taken on.
   */
  private remembered<T>(
    map: LruMap<string, T>,
    key: string,
    load: () => Promise<T>,
    weigh: (value: T) => number,
  ): Promise<T> {
    if (!this.serving) return load();
    const hit = map.get(key);
    if (hit !== undefined) return Promise.resolve(hit);
    const generation = this.generation;
    return this.once(`${generation}:${key}`, async () => {
      const value = await load();
      if (this.serving && generation === this.generation) map.set(key, value, weigh(value));
      return value;
    });
  }

  /** Waits until the notifications of writes committed so far have emptied the cache (see ChangeListener.fence). */
  fence(): Promise<void> {
    return this.listener.fence();
  }

  close(): Promise<void> {
    this.invalidate();
    return this.listener.close();
  }
}
