import type { Language } from 'shared-api';
import { formatMonth } from 'shared-ui';

/**
 * "Jan 2016 – Mar 2020" for a finished entry, "Jan 2016 – Present" for a current job only, and just
 * "Jan 2016" for an entry with no end (an education without an end date is not ongoing: the seeker's own
 * profile shows it the same way).
 */
export function formatPeriod(
  start: string,
  end: string | null,
  language: Language,
  current: { present: boolean; label: string } | null = null,
): string {
  const from = formatMonth(start, language);
  if (current?.present) return `${from} – ${current.label}`;
  return end ? `${from} – ${formatMonth(end, language)}` : from;
}

/**
 * The printed profile's file name (no extension; the browser's Save as PDF adds it): the applicant's name with
 * every run of characters that are not letters, combining marks or digits made one hyphen, so Devanagari keeps its vowel signs and viramas (राम बहादुर थापा →
 * राम-बहादुर-थापा) and nothing a file system refuses (/ \ : * ? " < > |) survives.
 */
export function applicantFileStem(name: string): string {
  const stem = name
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return stem || 'applicant';
}
