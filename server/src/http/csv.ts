/**
 * CSV (RFC 4180) that a spreadsheet opens as text: every text field quoted, quotes doubled, lines ended by CRLF, and
 * a text starting with = + - @, a tab or a carriage return prefixed with an apostrophe so Excel, LibreOffice and
 * Google Sheets never run it as a formula (OWASP "CSV injection"): an exported name like `=HYPERLINK(…)` stays text.
 * Numbers are written as numbers. The file starts with a byte-order mark so Excel reads UTF-8 (Devanagari) correctly.
 */
export type CsvValue = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '""';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '""';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${text.replaceAll('"', '""')}"`;
}

export function csvLines(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n');
}

/** A whole CSV file: the byte-order mark, the lines, a final CRLF. */
export function csvFile(rows: readonly (readonly CsvValue[])[]): string {
  return `\uFEFF${csvLines(rows)}\r\n`;
}

/** A whole CSV file from a header row and the rows. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return csvFile([header, ...rows]);
}
