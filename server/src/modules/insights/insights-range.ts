import { INSIGHTS_WEEKLY_MAX_DAYS, type InsightsRange, insightsRangeDays } from 'shared-api/contract';

export type Interval = 'week' | 'month';

/** A range of Kathmandu days, both ends included, and the periods it is split into. */
export type Span = {
  from: string;
  to: string;
  interval: Interval;
  /** Each period's first day: a Sunday (Nepal's week starts on Sunday) or the 1st of a month. */
  periods: string[];
};

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The first day of the period holding `day`. */
export function periodStart(day: string, interval: Interval): string {
  if (interval === 'month') return `${day.slice(0, 8)}01`;
  return addDays(day, -new Date(`${day}T00:00:00Z`).getUTCDay());
}

/** The first day of the period after the one starting on `start`. */
export function nextPeriod(start: string, interval: Interval): string {
  if (interval === 'week') return addDays(start, 7);
  const date = new Date(`${start}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString().slice(0, 10);
}

/** By week up to INSIGHTS_WEEKLY_MAX_DAYS days, else by month. */
export function spanOf(range: Pick<InsightsRange, 'from' | 'to'>): Span {
  const interval: Interval = insightsRangeDays(range.from, range.to) <= INSIGHTS_WEEKLY_MAX_DAYS ? 'week' : 'month';
  const periods: string[] = [];
  for (let start = periodStart(range.from, interval); start <= range.to; start = nextPeriod(start, interval)) {
    periods.push(start);
  }
  return { from: range.from, to: range.to, interval, periods };
}

/** The day after `day` (the exclusive end of a range of days). */
export const dayAfter = (day: string) => addDays(day, 1);
