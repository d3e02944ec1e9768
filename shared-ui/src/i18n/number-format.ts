import type { i18n as I18n } from 'i18next';
import { toDevanagariDigits } from '../format.ts';

/**
 * The `{{value, number}}` format of the translations, in Devanagari digits for Nepali on every runtime: Intl's
 * own 'ne' digits differ between Node (Devanagari) and browsers built with reduced ICU data (Western), and a
 * server-rendered page must hydrate with the very same text.
 */
export function registerNumberFormat(instance: I18n): void {
  instance.services.formatter?.add('number', (value, lng, options) => {
    const text = new Intl.NumberFormat('en-US', options as Intl.NumberFormatOptions).format(Number(value));
    return lng === 'ne' ? toDevanagariDigits(text) : text;
  });
}
