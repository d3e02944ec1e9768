import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { suppress } from './suppression.ts';

describe('suppress: small cells of a one-way table', () => {
  it('suppresses 1 to 4, publishes 0 and 5 and up', () => {
    expect(suppress([0, 5, 12, 3, 4], 5)).toEqual({ cells: [0, 5, 12, null, null], total: 24 });
  });

  it('one small cell alone would be the total minus the rest: the smallest other non-zero cell goes with it', () => {
    expect(suppress([20, 3, 7, 0], 5)).toEqual({ cells: [20, null, null, 0], total: 30 });
  });

  it('one small cell and nothing else to hide: the total is suppressed', () => {
    expect(suppress([2, 0, 0], 5)).toEqual({ cells: [null, 0, 0], total: null });
  });

  it('a small total is suppressed', () => {
    expect(suppress([1, 1, 1], 5)).toEqual({ cells: [null, null, null], total: null });
  });

  it('on any table: no published cell is small, and no suppressed cell can be recovered from the total', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 30 }), { maxLength: 12 }), (counts) => {
        const { cells, total } = suppress(counts, 5);
        const sum = counts.reduce((a, b) => a + b, 0);
        for (const [i, cell] of cells.entries()) {
          if (cell !== null) {
            expect(cell).toBe(counts[i]);
            expect(cell === 0 || cell >= 5).toBe(true);
          } else expect(counts[i]).toBeGreaterThan(0);
        }
        counts.forEach((count, i) => {
          if (count > 0 && count < 5) expect(cells[i]).toBeNull();
        });
        if (total !== null) {
          expect(total).toBe(sum);
          // Known total: never exactly one unknown cell.
          expect(cells.filter((cell) => cell === null).length).not.toBe(1);
        }
        if (sum > 0 && sum < 5) expect(total).toBeNull();
      }),
    );
  });
});
