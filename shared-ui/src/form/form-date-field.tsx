import { useEffect, useId, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type DateFieldKind, dateFieldBounds, type Language } from 'shared-api';
import {
  AD_MAX,
  AD_MIN,
  AD_MONTHS_EN,
  AD_MONTHS_NE,
  adDaysInMonth,
  adToBs,
  BS_MAX_YEAR,
  BS_MIN_YEAR,
  BS_MONTHS_EN,
  BS_MONTHS_NE,
  bsDaysInMonth,
  bsToAd,
  formatDate,
  isoDayOf,
  RequiredMark,
  toDevanagariDigits,
  useLanguage,
} from 'shared-ui';
import { useFieldError } from './form-fields.tsx';

type Calendar = 'bs' | 'ad';
type Parts = { year: string; month: string; day: string };
const EMPTY: Parts = { year: '', month: '', day: '' };

const AD_MIN_YEAR = Number(AD_MIN.slice(0, 4)) + 1;
const AD_MAX_YEAR = Number(AD_MAX.slice(0, 4)) - 1;

/** The ISO day as year/month/day of one calendar ('' parts when there is no day or it is outside the table). */
function toParts(iso: string, calendar: Calendar): Parts {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return EMPTY;
  if (calendar === 'ad') {
    const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
    return { year: String(year), month: String(month), day: String(day) };
  }
  try {
    const bs = adToBs(iso);
    return { year: String(bs.year), month: String(bs.month), day: String(bs.day) };
  } catch {
    return EMPTY;
  }
}

function daysIn(calendar: Calendar, year: number, month: number): number {
  if (!year || !month) return calendar === 'bs' ? 32 : 31;
  return calendar === 'bs' ? bsDaysInMonth(year, month) : adDaysInMonth(year, month);
}

/** The ISO day of complete parts (a day past the month's end is pulled back to its last day), else ''. */
function toIso(parts: Parts, calendar: Calendar): string {
  const [year, month, day] = [Number(parts.year), Number(parts.month), Number(parts.day)];
  if (!year || !month || !day) return '';
  const last = Math.min(day, daysIn(calendar, year, month));
  return calendar === 'bs' ? bsToAd({ year, month, day: last }) : isoDayOf(year, month, last);
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The years a picker offers in the calendar shown: those of the field's bounds (the server's rule) where it has
 * them, within the Bikram Sambat table in BS; a saved day outside them keeps its year in the list.
 */
function yearsOffered(calendar: Calendar, bounds: DateFieldKind | undefined, value: string): number[] {
  let [from, to] = calendar === 'bs' ? [BS_MIN_YEAR, BS_MAX_YEAR] : [AD_MIN_YEAR, AD_MAX_YEAR];
  if (bounds) {
    const { min, max } = dateFieldBounds(bounds);
    // A day outside the BS table has no BS year (0): the table's own end stays the limit.
    const first = Number(toParts(min, calendar).year);
    const last = Number(toParts(max, calendar).year);
    if (first) from = calendar === 'ad' ? first : Math.max(from, first);
    if (last) to = calendar === 'ad' ? last : Math.min(to, last);
  }
  const saved = Number(toParts(value, calendar).year);
  if (saved) [from, to] = [Math.min(from, saved), Math.max(to, saved)];
  return range(from, to).reverse();
}

function monthNames(calendar: Calendar, language: Language): readonly string[] {
  if (calendar === 'bs') return language === 'ne' ? BS_MONTHS_NE : BS_MONTHS_EN;
  return language === 'ne' ? AD_MONTHS_NE : AD_MONTHS_EN;
}

/**
 * A date field that takes a day in either calendar: year, month and day selects (labelled, keyboard
 * usable, Nepali digits and month names in Nepali) in Bikram Sambat or Gregorian, switched by a "BS / AD"
 * toggle — BS by default in Nepali, AD in English. The form value stays the ISO day (yyyy-MM-dd) or ''.
 * The chosen day shows below in both calendars.
 */
export function FormDateField({
  name,
  label,
  required,
  hint,
  bounds,
}: {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  /** Which days the field accepts (shared-api's date bounds): its year list offers only their years. */
  bounds?: DateFieldKind;
}) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const { control } = useFormContext();
  const { field } = useController({ name, control });
  const error = useFieldError(name);
  const [calendar, setCalendar] = useState<Calendar>(language === 'ne' ? 'bs' : 'ad');
  const value = typeof field.value === 'string' ? field.value : '';
  const [parts, setParts] = useState<Parts>(() => toParts(value, calendar));
  const id = useId();

  // A value set from outside (a reset, a loaded record) shows in the selects; a half-picked day stays as is.
  useEffect(() => {
    if (value !== toIso(parts, calendar)) setParts(toParts(value, calendar));
  }, [value, calendar, parts]);

  const choose = (picked: Parts) => {
    // A day past the end of a newly picked month becomes its last day.
    const last = daysIn(calendar, Number(picked.year), Number(picked.month));
    const next = Number(picked.day) > last ? { ...picked, day: String(last) } : picked;
    setParts(next);
    const iso = toIso(next, calendar);
    if (iso !== value) field.onChange(iso);
  };

  const switchTo = (next: Calendar) => {
    setCalendar(next);
    setParts(toParts(value, next));
  };

  const digits = (n: number) => (language === 'ne' ? toDevanagariDigits(String(n)) : String(n));
  const years = yearsOffered(calendar, bounds, value);
  const days = range(1, daysIn(calendar, Number(parts.year), Number(parts.month)));
  const describedBy = [hint ? `${id}-hint` : null, value ? `${id}-chosen` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  const partName = (part: keyof Parts) =>
    t(part === 'day' && calendar === 'ad' ? 'calendar.dayAd' : `calendar.${part}`);
  const select = (part: keyof Parts, options: { value: number; text: string }[]) => (
    <select
      id={`${id}-${part}`}
      className="field-input"
      aria-label={`${label}: ${partName(part)}`}
      value={parts[part]}
      required={required}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy || undefined}
      onChange={(event) => choose({ ...parts, [part]: event.target.value })}
      onBlur={field.onBlur}
      ref={part === 'year' ? field.ref : undefined}
    >
      <option value="">{partName(part)}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.text}
        </option>
      ))}
    </select>
  );

  return (
    <fieldset className="field date-field">
      <legend className="field-label">
        {label}
        <RequiredMark required={required} />
      </legend>
      <fieldset className="calendar-toggle">
        <legend className="visually-hidden">{t('calendar.which', { field: label })}</legend>
        {(['bs', 'ad'] as const).map((option) => (
          <label key={option} className="calendar-toggle-option">
            <input
              type="radio"
              name={`${id}-calendar`}
              value={option}
              checked={calendar === option}
              onChange={() => switchTo(option)}
            />
            <abbr title={t(`calendar.${option}Long`)}>{t(`calendar.${option}`)}</abbr>
          </label>
        ))}
      </fieldset>
      <div className="date-field-parts">
        {select(
          'year',
          years.map((year) => ({ value: year, text: digits(year) })),
        )}
        {select(
          'month',
          monthNames(calendar, language).map((month, index) => ({ value: index + 1, text: month })),
        )}
        {select(
          'day',
          days.map((day) => ({ value: day, text: digits(day) })),
        )}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {value ? (
        <p id={`${id}-chosen`} className="field-hint" data-testid={`${name}-chosen`}>
          {formatDate(value, language, { calendarFirst: calendar, showSecondCalendar: true })}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
