import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

export type Hit = { count: number; ttlMs: number };

/**
 * Counts one hit for `key` in PostgreSQL, so every instance sees the same count. Fixed windows: the
 * first hit opens a window of `windowMs`; hits after it ends start a new one. One atomic upsert (the
 * row lock orders parallel hits), so no hit is lost or double-counted under concurrency.
 */
export async function countHit(db: Db, key: string, windowMs: number): Promise<Hit> {
  const result = await db.execute<{ hits: number; ttl_ms: number }>(sql`
    insert into rate_limit_hits as r (key, hits, expires_at)
    values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      hits = case when r.expires_at > now() then r.hits + 1 else 1 end,
      expires_at = case when r.expires_at > now() then r.expires_at else excluded.expires_at end
    returning hits, greatest(ceil(extract(epoch from expires_at - now()) * 1000), 0)::int as ttl_ms`);
  const row = result.rows[0];
  if (!row) throw new Error('rate limit upsert returned nothing');
  return { count: Number(row.hits), ttlMs: Number(row.ttl_ms) };
}

/** The count of a live window without adding to it (0 when none). */
export async function readHits(db: Db, key: string): Promise<Hit> {
  const result = await db.execute<{ hits: number; ttl_ms: number }>(sql`
    select hits, greatest(ceil(extract(epoch from expires_at - now()) * 1000), 0)::int as ttl_ms
    from rate_limit_hits where key = ${key} and expires_at > now()`);
  const row = result.rows[0];
  return row ? { count: Number(row.hits), ttlMs: Number(row.ttl_ms) } : { count: 0, ttlMs: 0 };
}

export async function clearHits(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limit_hits where key = ${key}`);
}

/** Drops ended windows; run now and then so the table holds only live counters. */
export async function pruneHits(db: Db): Promise<void> {
  await db.execute(sql`delete from rate_limit_hits where expires_at <= now()`);
}
