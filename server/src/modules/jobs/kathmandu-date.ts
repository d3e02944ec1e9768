/**
 * Nepal keeps one fixed offset (UTC+05:45, no daylight saving since 1986). A deadline is a calendar day in
 * Asia/Kathmandu and is the LAST day applications are taken: a job is expired once that day has ended there.
 */
const KATHMANDU_OFFSET_MINUTES = 5 * 60 + 45;

/** Today's date in Asia/Kathmandu as yyyy-MM-dd. */
export function kathmanduToday(now: Date = new Date()): string {
  return new Date(now.getTime() + KATHMANDU_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** The last instant of a yyyy-MM-dd day in Asia/Kathmandu, as ISO 8601 with the offset. */
export function endOfKathmanduDay(date: string): string {
  return `${date}T23:59:59+05:45`;
}

export function isDeadlinePassed(deadline: string | null, today: string = kathmanduToday()): boolean {
  return deadline !== null && deadline < today;
}
