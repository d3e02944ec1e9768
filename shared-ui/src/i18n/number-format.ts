import type { i18n } from 'i18next';
import { groupDigits } from 'shared-api';
import { toDevanagariDigits } from '../calendar/calendar-names.ts';

/** Intl.NumberFormat's options (ECMA-402) besides `useGrouping`, which groupDigits writes itself. */
const INTL_NUMBER_OPTIONS = new Set([
  'compactDisplay',
  'currency',
  'currencyDisplay',
  'currencySign',
  'maximumFractionDigits',
  'maximumSignificantDigits',
  'minimumFractionDigits',
  'minimumIntegerDigits',
  'minimumSignificantDigits',
  'notation',
  'numberingSystem',
  'roundingIncrement',
  'roundingMode',
  'roundingPriority',
  'signDisplay',
  'style',
  'trailingZeroDisplay',
  'unit',
  'unitDisplay',
]);

/**
 * The texts' `{{value, number}}` format (i18next's formatter), in Devanagari digits for Nepali on every runtime:
 * Intl's own 'ne' digits differ between Node (Devanagari) and browsers built with reduced ICU data (Western), and a
 * server-rendered page must hydrate with the very same text. Without options other than `useGrouping`
 * (`{{year, number(useGrouping: false)}}`) the text is groupDigits', which writes a whole number without loading ICU's
 * data while the page hydrates; any other option is Intl.NumberFormat's.
 */
export function addNumberFormat(instance: i18n): void {
  instance.services.formatter?.add('number', (value, language, options: Record<string, unknown>) => {
    const intlOptions = Object.keys(options).some((key) => INTL_NUMBER_OPTIONS.has(key));
    const text = intlOptions
      ? new Intl.NumberFormat('en-US', options as Intl.NumberFormatOptions).format(Number(value))
      : groupDigits(Number(value), options.useGrouping !== false);
    return language === 'ne' ? toDevanagariDigits(text) : text;
  });
}
