import { differenceInCalendarDays, parseISO } from 'date-fns';

/**
 * Nepal keeps one fixed offset (UTC+05:45, no daylight saving since 1986). A deadline is a calendar day in
 * Asia/Kathmandu and is the LAST day applications are taken: a job is expired once that day has ended there.
 * The server (expiry, listing) and the client ("days left", "closes today") both count with these. Today's day
 * and time there come from the fixed offset: the server asks on every list request, and a time-zone lookup
 * (date-fns with @date-fns/tz) cost 34 µs a call against 4.5 µs (docs/decisions/date-fns-for-gregorian-dates.md).
 */
const KATHMANDU_OFFSET_MINUTES = 5 * 60 + 45;

/** Today's date in Asia/Kathmandu as yyyy-MM-dd. */
export function kathmanduToday(now: Date = new Date()): string {
  return new Date(now.getTime() + KATHMANDU_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** The hour (0–23) of an instant in Asia/Kathmandu. */
export function kathmanduHour(instant: Date): number {
  return new Date(instant.getTime() + KATHMANDU_OFFSET_MINUTES * 60_000).getUTCHours();
}

/** The calendar day `days` after a yyyy-MM-dd day (before it when negative), as yyyy-MM-dd. */
export function addCalendarDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The instant of a yyyy-MM-dd day at HH:mm in Asia/Kathmandu. */
export function kathmanduInstant(day: string, time: string): Date {
  return new Date(Date.parse(`${day}T${time}:00Z`) - KATHMANDU_OFFSET_MINUTES * 60_000);
}

/** The wall clock of an instant in Asia/Kathmandu as yyyy-MM-ddTHH:mm:ss (no offset). */
export function kathmanduDateTime(instant: Date): string {
  return new Date(instant.getTime() + KATHMANDU_OFFSET_MINUTES * 60_000).toISOString().slice(0, 19);
}

/** The time of an instant in Asia/Kathmandu as HH:mm. */
export function kathmanduTime(instant: Date): string {
  return kathmanduDateTime(instant).slice(11, 16);
}

/** The deadline day has ended in Kathmandu (a null deadline never passes). */
export function isDeadlinePassed(deadline: string | null, today: string = kathmanduToday()): boolean {
  return deadline !== null && deadline < today;
}

/**
 * Whole Kathmandu days from today to the deadline day: 0 = closes today, 1 = closes tomorrow, negative =
 * closed (exactly when isDeadlinePassed). Null for no deadline or one that is not a yyyy-MM-dd day.
 */
export function deadlineDaysLeft(deadline: string | null | undefined, now: Date = new Date()): number | null {
  if (!deadline || !/^\d{4}-\d{2}-\d{2}$/.test(deadline)) return null;
  const day = parseISO(deadline);
  if (Number.isNaN(day.getTime())) return null;
  return differenceInCalendarDays(day, parseISO(kathmanduToday(now)));
}
