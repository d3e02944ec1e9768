import { describe, expect, it } from 'vitest';
import { searchWords } from './admin-search.ts';

describe('searchWords', () => {
  it('keeps words of any script and whole emails, drops one-letter words, operators and quotes', () => {
    expect(searchWords('  Sita  GURUNG ')).toEqual(['sita', 'gurung']);
    expect(searchWords('शर्मा, सीता')).toEqual(['शर्मा', 'सीता']);
    expect(searchWords('Sita.Gurung.12@Example.com')).toEqual(['sita.gurung.12@example.com']);
    expect(searchWords("o'brien & !x | y:* (z)")).toEqual(['brien']);
    expect(searchWords('a b')).toEqual([]);
    expect(searchWords('शर्मा'.normalize('NFD'))).toEqual(['शर्मा']);
    expect(searchWords(undefined)).toEqual([]);
  });
});
