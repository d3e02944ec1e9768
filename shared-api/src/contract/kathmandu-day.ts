/**
 * Nepal keeps one fixed offset (UTC+05:45, no daylight saving since 1986). A deadline is a calendar day in
 * Asia/Kathmandu and is the LAST day applications are taken: a job is expired once that day has ended there.
 * The server (expiry, listing) and the client ("days left", "closes today") both count with these.
 */
const KATHMANDU_OFFSET_MINUTES = 5 * 60 + 45;
const DAY_MS = 86_400_000;

/** Today's date in Asia/Kathmandu as yyyy-MM-dd. */
export function kathmanduToday(now: Date = new Date()): string {
  return new Date(now.getTime() + KATHMANDU_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** The time of an instant in Asia/Kathmandu as HH:mm. */
export function kathmanduTime(instant: Date): string {
  return new Date(instant.getTime() + KATHMANDU_OFFSET_MINUTES * 60_000).toISOString().slice(11, 16);
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
  const day = Date.parse(`${deadline}T00:00:00Z`);
  if (Number.isNaN(day)) return null;
  return Math.round((day - Date.parse(`${kathmanduToday(now)}T00:00:00Z`)) / DAY_MS);
}
