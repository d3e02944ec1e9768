import { adToBs, BS_MONTHS_EN, BS_MONTHS_NE, CalendarRangeError } from 'shared-ui/calendar';
import type { PageLanguage } from '../site-identity.ts';

const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
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
];
const DEVANAGARI_DIGITS = '०१२३४५६७८९';
export const toDevanagariDigits = (text: string) => text.replace(/[0-9]/g, (d) => DEVANAGARI_DIGITS[Number(d)]!);

/** The BS date of a yyyy-MM-dd day (the portal's one converter, shared-ui's bs-date), or undefined outside its table. */
function toBikramSambat(isoDay: string) {
  try {
    return adToBs(isoDay);
  } catch (error) {
    if (error instanceof CalendarRangeError) return undefined;
    throw error;
  }
}

/**
 * A yyyy-MM-dd day in both calendars, the page's language first (issue 15's rule): English
 * "Nov 22, 2026 · 6 Mangsir 2083"; Nepali "२०८३ मङ्सिर ६ · नोभेम्बर २२, २०२६" (Bikram Sambat first, Devanagari digits).
 * A day outside the BS table shows the AD date alone.
 */
export function formatShareDate(isoDay: string, lang: PageLanguage): string {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  const bs = toBikramSambat(isoDay);
  if (lang === 'ne') {
    const ad = toDevanagariDigits(`${NE_MONTHS[month - 1]} ${day}, ${year}`);
    return bs ? `${toDevanagariDigits(`${bs.year} ${BS_MONTHS_NE[bs.month - 1]} ${bs.day}`)} · ${ad}` : ad;
  }
  const ad = `${EN_MONTHS[month - 1]} ${day}, ${year}`;
  return bs ? `${ad} · ${bs.day} ${BS_MONTHS_EN[bs.month - 1]} ${bs.year}` : ad;
}
