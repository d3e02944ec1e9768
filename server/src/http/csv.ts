/**
 * A CSV file as spreadsheets open it: UTF-8 with a byte-order mark (so Excel reads Devanagari), CRLF line ends,
 * every cell quoted. A cell a spreadsheet would run as a formula (it starts with = + - @, a tab or a carriage
 * return) is prefixed with an apostrophe, so an exported name like `=HYPERLINK(…)` stays text (OWASP's advice on
 * CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, quoted, with a formula's start neutralised. */
export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** The whole file: a header row and the rows. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
