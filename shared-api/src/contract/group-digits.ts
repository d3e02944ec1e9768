let intlNumbers: Intl.NumberFormat | null = null;

/**
 * `Intl.NumberFormat('en-US')`'s text of a number. A whole number (every count, figure, limit and salary the portal
 * writes) is grouped without Intl: a page's first Intl number or date formatter loads ICU's data, 25–45 ms of the main
 * thread here and four times that on a phone, for text a regular expression writes the same
 * (docs/decisions/first-page-evaluation.md). A message built when a module is evaluated (a limit in a contract's
 * messages) uses it too, or every page would pay ICU's load while its scripts evaluate. Any other number is Intl's,
 * its formatter made on first use.
 */
export function groupDigits(value: number, useGrouping = true): string {
  if (Number.isSafeInteger(value) && !Object.is(value, -0)) {
    const digits = String(Math.abs(value));
    const grouped = useGrouping ? digits.replace(/\B(?=(\d{3})+$)/g, ',') : digits;
    return value < 0 ? `-${grouped}` : grouped;
  }
  if (!useGrouping) return new Intl.NumberFormat('en-US', { useGrouping }).format(value);
  intlNumbers ??= new Intl.NumberFormat('en-US');
  return intlNumbers.format(value);
}
