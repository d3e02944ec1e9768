import { describe, expect, it } from 'vitest';
import { matchesIfNoneMatch } from './http-cache.ts';
import { LruMap } from './lru-map.ts';
import { etagOf, nextKathmanduMidnight } from './public-cache.ts';

describe('nextKathmanduMidnight', () => {
  it('is the next 00:00 at UTC+05:45, i.e. 18:15 UTC, also from the last second of a Kathmandu day', () => {
    expect(new Date(nextKathmanduMidnight(Date.parse('2026-11-22T18:14:59.999Z'))).toISOString()).toBe(
      '2026-11-22T18:15:00.000Z',
    );
    expect(new Date(nextKathmanduMidnight(Date.parse('2026-11-22T18:15:00.000Z'))).toISOString()).toBe(
      '2026-11-23T18:15:00.000Z',
    );
    expect(new Date(nextKathmanduMidnight(Date.parse('2026-12-31T20:00:00Z'))).toISOString()).toBe(
      '2027-01-01T18:15:00.000Z',
    );
  });
});

describe('LruMap', () => {
  it('evicts the least recently used entry beyond its count, a read counting as use', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1, 1);
    map.set('b', 2, 1);
    expect(map.get('a')).toBe(1);
    map.set('c', 3, 1);
    expect(map.get('b')).toBeUndefined();
    expect(map.get('a')).toBe(1);
    expect(map.get('c')).toBe(3);
  });

  it('evicts beyond its total weight, and a replaced entry gives its weight back', () => {
    const map = new LruMap<string, string>(10, 10);
    map.set('a', 'x', 6);
    map.set('a', 'y', 6);
    expect(map.size).toBe(1);
    map.set('b', 'z', 4);
    expect(map.size).toBe(2);
    map.set('c', 'w', 1);
    expect(map.get('a')).toBeUndefined();
    expect(map.size).toBe(2);
  });
});

describe('If-None-Match', () => {
  const etag = etagOf('{"items":[]}');
  it('matches the ETag alone, in a list, weak-prefixed, or *', () => {
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(matchesIfNoneMatch(etag, etag)).toBe(true);
    expect(matchesIfNoneMatch(`"a", ${etag}`, etag)).toBe(true);
    expect(matchesIfNoneMatch(`W/${etag}`, etag)).toBe(true);
    expect(matchesIfNoneMatch('*', etag)).toBe(true);
  });

  it('does not match another tag, a missing header, or the tag without quotes', () => {
    expect(matchesIfNoneMatch('"other"', etag)).toBe(false);
    expect(matchesIfNoneMatch(undefined, etag)).toBe(false);
    expect(matchesIfNoneMatch(etag.slice(1, -1), etag)).toBe(false);
  });
});
