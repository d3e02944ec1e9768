import {
  AD_MONTHS_EN,
  AD_MONTHS_NE,
  adToBs,
  BS_MONTHS_EN,
  BS_MONTHS_NE,
  CalendarRangeError,
  toDevanagariDigits,
} from 'shared-ui/calendar';
import type { PageLanguage } from '../site-identity.ts';

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
 * A yyyy-MM-dd day in both calendars, the page's language first (docs/decisions/two-calendars.md): English
 * "Nov 22, 2026 · 6 Mangsir 2083"; Nepali "२०८३ मङ्सिर ६ · नोभेम्बर २२, २०२६" (Bikram Sambat first, Devanagari digits).
 * A day outside the BS table shows the AD date alone.
 */
export function formatShareDate(isoDay: string, lang: PageLanguage): string {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  const bs = toBikramSambat(isoDay);
  if (lang === 'ne') {
    const ad = toDevanagariDigits(`${AD_MONTHS_NE[month - 1]} ${day}, ${year}`);
    return bs ? `${toDevanagariDigits(`${bs.year} ${BS_MONTHS_NE[bs.month - 1]} ${bs.day}`)} · ${ad}` : ad;
  }
  const ad = `${AD_MONTHS_EN[month - 1]} ${day}, ${year}`;
  return bs ? `${ad} · ${bs.day} ${BS_MONTHS_EN[bs.month - 1]} ${bs.year}` : ad;
}
