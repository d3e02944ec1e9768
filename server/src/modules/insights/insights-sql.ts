import { type SQL, sql } from 'drizzle-orm';
import type { Quartiles } from 'shared-api/contract';
import type { Interval, Span } from './insights-range.ts';
import { dayAfter } from './insights-range.ts';

/** The bounds of a span as SQL values: Kathmandu wall-clock days, and the same instants as timestamptz. */
export function bounds(span: Pick<Span, 'from' | 'to'>) {
  const toNext = dayAfter(span.to);
  return {
    fromLocal: sql`${span.from}::date::timestamp`,
    toNextLocal: sql`${toNext}::date::timestamp`,
    fromInstant: sql`(${span.from}::date::timestamp at time zone 'Asia/Kathmandu')`,
    toNextInstant: sql`(${toNext}::date::timestamp at time zone 'Asia/Kathmandu')`,
    /** Now, on the Kathmandu clock: nothing ends or stays open after it. */
    nowLocal: sql`(now() at time zone 'Asia/Kathmandu')`,
  };
}

/** The first day of the period (Sunday-to-Saturday week, or month) holding a Kathmandu wall-clock time. */
export function periodOf(value: SQL, interval: Interval): SQL {
  return interval === 'month'
    ? sql`date_trunc('month', ${value})::date::text`
    : sql`(date_trunc('week', ${value} + interval '1 day') - interval '1 day')::date::text`;
}

/** The end of a job on the Kathmandu clock: closed, or its deadline day over, whichever came first (null: neither). */
export const jobEnd = sql`least(closed_at at time zone 'Asia/Kathmandu', (application_deadline + 1)::timestamp)`;

/** The Kathmandu wall-clock time of a job's creation. */
export const jobStart = sql`(created_at at time zone 'Asia/Kathmandu')`;

/** percentile_cont's [q1, median, q3] as quartiles rounded to a tenth; null when there were no values. */
export function quartiles(values: (number | null)[] | null): Quartiles {
  if (!values || values.some((value) => value === null)) return null;
  const [q1, median, q3] = values.map((value) => Math.round((value as number) * 10) / 10);
  return { q1: q1 as number, median: median as number, q3: q3 as number };
}

/** The SQL of [q1, median, q3] of an expression over a group's rows. */
export const quartilesOf = (value: SQL) =>
  sql`percentile_cont(array[0.25, 0.5, 0.75]) within group (order by ${value})`;
