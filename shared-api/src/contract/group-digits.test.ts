import { describe, expect, it } from 'vitest';
import { groupDigits } from './group-digits.ts';

describe('groupDigits', () => {
  it("writes every number as Intl.NumberFormat('en-US') does, grouped or not", () => {
    const intl = new Intl.NumberFormat('en-US');
    const values = [0, -0, 1, -1, 999, 1000, -1000, 99_999, 100_000, 1_234_567, -987_654_321];
    values.push(Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, 2 ** 60, 1.5, -1234.5678, 0.0001, 12_345.6789);
    values.push(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY);
    for (let digits = 1; digits <= 16; digits++) values.push(10 ** (digits - 1), 10 ** digits - 1, -(10 ** digits - 1));
    for (let i = 0; i < 2_000; i++) values.push(Math.round((Math.random() - 0.5) * 10 ** (1 + (i % 15))));
    const ungrouped = new Intl.NumberFormat('en-US', { useGrouping: false });
    for (const value of values) {
      expect(groupDigits(value), String(value)).toBe(intl.format(value));
      expect(groupDigits(value, false), String(value)).toBe(ungrouped.format(value));
    }
  });
});
