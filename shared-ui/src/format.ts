import type { Language } from 'shared-api';

const NE_MONTHS = [
  'जनवरी',
  'फेब्रुअरी',
  'मार्च',
  'अप्रिल',
  'मे',
  'जुन',
  'जुलाई',
  'अगस्ट',
  'सेप्टेम्बर',
  'अक्टोबर',
  'नोभेम्बर',
  'डिसेम्बर',
] as const;
const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const grouped = new Intl.NumberFormat('en-US');
const DEVANAGARI_DIGITS = '०१२३४५६७८९';

/**
 * Western digits to Devanagari. Done by hand rather than with Intl.NumberFormat('ne-NP'): browsers
 * built with reduced ICU data (Debian's Chromium among them) silently fall back to Western digits.
 */
export function toDevanagariDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => DEVANAGARI_DIGITS[Number(digit)]!);
}

const localDigits = (text: string, language: Language) => (language === 'ne' ? toDevanagariDigits(text) : text);

/** A number with grouping, in Devanagari digits for Nepali (1,696 / १,६९६). */
export function formatNumber(value: number, language: Language): string {
  return localDigits(grouped.format(value), language);
}

/**
 * A date-only value (yyyy-MM-dd) is a calendar day, not an instant: parse it as local midnight
 * so it never shifts a day in time zones west of UTC. Anything else goes through Date.
 */
export function parseDate(value: string | Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = dateOnly ? new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function parts(value: string | Date, language: Language) {
  const date = parseDate(value);
  if (!date) return null;
  const month = language === 'ne' ? NE_MONTHS[date.getMonth()] : EN_MONTHS[date.getMonth()];
  return {
    month,
    day: localDigits(String(date.getDate()), language),
    year: localDigits(String(date.getFullYear()), language),
  };
}

/** 'MMM d, yyyy' (spec section 9): 'Mar 5, 2026', in Nepali 'मार्च ५, २०२६'. Empty for a missing or bad date. */
export function formatDate(value: string | Date | null | undefined, language: Language): string {
  const p = value ? parts(value, language) : null;
  return p ? `${p.month} ${p.day}, ${p.year}` : '';
}

/** 'MMM yyyy' (experience and education lists): 'Mar 2026', in Nepali 'मार्च २०२६'. */
export function formatMonth(value: string | Date | null | undefined, language: Language): string {
  const p = value ? parts(value, language) : null;
  return p ? `${p.month} ${p.year}` : '';
}
