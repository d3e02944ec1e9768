import * as converter from 'nepali-date-converter';
import type { PageLanguage } from '../site-identity.ts';

// The package is UMD: under Node's ESM loader its class is `default.default`, under a bundler `default`.
type NepaliDateClass = typeof converter.default;
const wrapped = converter.default as NepaliDateClass & { default?: NepaliDateClass };
const NepaliDate: NepaliDateClass = wrapped.default ?? wrapped;

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
/** BS month names as the site spells them (shared-ui/src/calendar/bs-date.ts; the server cannot import shared-ui). */
const BS_MONTHS_EN = [
  'Baisakh',
  'Jestha',
  'Asar',
  'Shrawan',
  'Bhadra',
  'Asoj',
  'Kartik',
  'Mangsir',
  'Poush',
  'Magh',
  'Falgun',
  'Chaitra',
];
const BS_MONTHS_NE = ['बैशाख', 'जेठ', 'असार', 'साउन', 'भदौ', 'असोज', 'कात्तिक', 'मङ्सिर', 'पुस', 'माघ', 'फागुन', 'चैत'];
const DEVANAGARI_DIGITS = '०१२३४५६७८९';
export const toDevanagariDigits = (text: string) => text.replace(/[0-9]/g, (d) => DEVANAGARI_DIGITS[Number(d)]!);

/** The BS date of an AD day, or undefined outside the library's table (it answers garbage there, so round-trip). */
function toBikramSambat(year: number, month: number, day: number) {
  try {
    const date = NepaliDate.fromAD(new Date(year, month - 1, day));
    const back = date.getAD();
    return back.year === year && back.month === month - 1 && back.date === day ? date.getBS() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A yyyy-MM-dd day in both calendars, the page's language first (issue 15's rule): English
 * "Nov 22, 2026 · 6 Mangsir 2083"; Nepali "२०८३ मङ्सिर ६ · नोभेम्बर २२, २०२६" (Bikram Sambat first, Devanagari digits).
 * The BS date comes from nepali-date-converter; a day outside its table shows the AD date alone.
 */
export function formatShareDate(isoDay: string, lang: PageLanguage): string {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  const bs = toBikramSambat(year, month, day);
  if (lang === 'ne') {
    const ad = toDevanagariDigits(`${NE_MONTHS[month - 1]} ${day}, ${year}`);
    return bs ? `${toDevanagariDigits(`${bs.year} ${BS_MONTHS_NE[bs.month]} ${bs.date}`)} · ${ad}` : ad;
  }
  const ad = `${EN_MONTHS[month - 1]} ${day}, ${year}`;
  return bs ? `${ad} · ${bs.date} ${BS_MONTHS_EN[bs.month]} ${bs.year}` : ad;
}
