/** The Gregorian month names and the digits the portal writes dates with: in the browser (format.ts) and in the
 * server's share images, from one place (`shared-ui/calendar`). */
export const AD_MONTHS_NE = [
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
export const AD_MONTHS_EN = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

const DEVANAGARI_DIGITS = '०१२३४५६७८९';

/**
 * Western digits to Devanagari. Done by hand rather than with Intl.NumberFormat('ne-NP'): browsers
 * built with reduced ICU data (Debian's Chromium among them) silently fall back to Western digits.
 */
export function toDevanagariDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => DEVANAGARI_DIGITS[Number(digit)]!);
}
