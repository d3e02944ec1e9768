import { type SQL, sql } from 'drizzle-orm';
import type { Quartiles } from 'shared-api/contract';
import type { Span } from './insights-range.ts';
import { dayAfter } from './insights-range.ts';

/** The bounds of a span as SQL values: the instants at which its first day and the day after it begin in Kathmandu. */
export function bounds(span: Pick<Span, 'from' | 'to'>) {
  return {
    fromInstant: sql`(${span.from}::date::timestamp at time zone 'Asia/Kathmandu')`,
    toNextInstant: sql`(${dayAfter(span.to)}::date::timestamp at time zone 'Asia/Kathmandu')`,
  };
}

/**
 * The edges of a span's periods as instants (Kathmandu midnights): the range's first day, each later period's
 * first day, and the day after the range. `width_bucket(instant, edges)` is then the period's number (1 for the
 * first), found by a binary search instead of converting every row to the Kathmandu clock.
 */
export function periodEdges(span: Span): SQL {
  const days = [span.from, ...span.periods.slice(1), dayAfter(span.to)];
  return sql`(select array_agg(d::timestamp at time zone 'Asia/Kathmandu' order by d)
    from unnest(${`{${days.join(',')}}`}::date[]) d)`;
}

/**
 * The end of a job as an instant: closed, or its deadline day over on the Kathmandu clock, whichever came first
 * (null: neither). Compared as instants, which order as Kathmandu wall-clock times do (the zone keeps no
 * daylight saving).
 */
const jobEnd = sql`least(closed_at, (application_deadline + 1)::timestamp at time zone 'Asia/Kathmandu')`;

/**
 * The end of a job, infinity while it has none: the first column of jobs_insights_end_idx, written as the index
 * has it so a range of ends is one index range and the end is read from the index, not computed per row.
 */
export const jobEndOrNever = sql`coalesce(${jobEnd}, 'infinity'::timestamptz)`;

/** percentile_cont's [q1, median, q3] as quartiles rounded to a tenth; null when there were no values. */
export function quartiles(values: (number | null)[] | null): Quartiles {
  if (!values || values.some((value) => value === null)) return null;
  const [q1, median, q3] = values.map((value) => Math.round((value as number) * 10) / 10);
  return { q1: q1 as number, median: median as number, q3: q3 as number };
}

/**
 * The SQL of [q1, median, q3] of an expression over a group's rows. Durations are given as float8
 * (`date_part('epoch', …)`): `extract` answers numeric, whose arithmetic and sorting cost a quarter more here.
 */
export const quartilesOf = (value: SQL) =>
  sql`percentile_cont(array[0.25, 0.5, 0.75]) within group (order by ${value})`;
