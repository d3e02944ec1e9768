// The Kathmandu day rules live in the contract (shared-api/src/contract/kathmandu-day.ts) so the client's
// "days left" counts exactly as the server's expiry does.
export { isDeadlinePassed, kathmanduToday } from 'shared-api/contract';

/** The last instant of a yyyy-MM-dd day in Asia/Kathmandu, as ISO 8601 with the offset. */
export function endOfKathmanduDay(date: string): string {
  return `${date}T23:59:59+05:45`;
}
