/**
 * Small-cell suppression of a one-way table of counts that sum to its total: a count from 1 to min - 1 is
 * suppressed (null); when exactly one count is, the total would give it away, so the smallest other non-zero
 * count is suppressed with it; when there is none, the total is. A total from 1 to min - 1 is suppressed too.
 * Zero is published (an empty cell tells nothing about anyone).
 */
export function suppress(counts: readonly number[], min: number): { cells: (number | null)[]; total: number | null } {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const small = (count: number) => count > 0 && count < min;
  const cells: (number | null)[] = counts.map((count) => (small(count) ? null : count));
  let totalCell: number | null = small(total) ? null : total;
  if (totalCell !== null && cells.filter((cell) => cell === null).length === 1) {
    let partner = -1;
    cells.forEach((cell, i) => {
      if (cell !== null && cell > 0 && (partner < 0 || cell < (cells[partner] as number))) partner = i;
    });
    if (partner >= 0) cells[partner] = null;
    else totalCell = null;
  }
  return { cells, total: totalCell };
}
