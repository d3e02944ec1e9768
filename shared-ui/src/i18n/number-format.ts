import type { i18n } from 'i18next';
import { toDevanagariDigits } from '../calendar/calendar-names.ts';

/**
 * The texts' `{{value, number}}` format (i18next's formatter), in Devanagari digits for Nepali on every runtime:
 * Intl's own 'ne' digits differ between Node (Devanagari) and browsers built with reduced ICU data (Western), and a
 * server-rendered page must hydrate with the very same text.
 */
export function addNumberFormat(instance: i18n): void {
  instance.services.formatter?.add('number', (value, language, options) => {
    const text = new Intl.NumberFormat('en-US', options as Intl.NumberFormatOptions).format(Number(value));
    return language === 'ne' ? toDevanagariDigits(text) : text;
  });
}
