import { sql } from 'drizzle-orm';
import {
  kathmanduToday,
  PUBLIC_FIGURES_LICENCE,
  PUBLIC_FIGURES_MIN_CELL,
  PUBLIC_FIGURES_MONTHS,
  type PublicFigures,
  type PublicFiguresTable,
} from 'shared-api/contract';
import type { Executor } from '../../db/client.ts';
import type { CsvValue } from '../../http/csv.ts';
import { SITE_NAME } from '../seo/site-identity.ts';
import { GROUPINGS, type Grouping, groupNames, inListOrder } from './insights-groupings.ts';
import { spanOf } from './insights-range.ts';
import { bounds, periodEdges } from './insights-sql.ts';
import { suppress } from './suppression.ts';

const DEVANAGARI = '०१२३४५६७८९';
const devanagari = (text: string) => text.replace(/[0-9]/g, (digit) => DEVANAGARI[Number(digit)] as string);

/** The last PUBLIC_FIGURES_MONTHS complete Kathmandu months before `today`. */
export function publicRange(today: string): { from: string; to: string } {
  const thisMonth = `${today.slice(0, 8)}01`;
  const date = new Date(`${thisMonth}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - PUBLIC_FIGURES_MONTHS);
  const from = date.toISOString().slice(0, 10);
  const to = new Date(Date.parse(`${thisMonth}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return { from, to };
}

type Row = { key: string | null; en: string; ne: string; count: number };

function table(id: string, rows: Row[]): PublicFiguresTable {
  const kept = rows.filter((row) => row.count > 0);
  const { cells, total } = suppress(
    kept.map((row) => row.count),
    PUBLIC_FIGURES_MIN_CELL,
  );
  return { id, rows: kept.map((row, i) => ({ ...row, count: cells[i] ?? null })), total };
}

async function jobsBy(db: Executor, range: { from: string; to: string }, list: Grouping): Promise<Row[]> {
  const b = bounds(range);
  const [names, counts] = await Promise.all([
    groupNames(db, list),
    db.execute<{ grp: string | null; n: number }>(sql`
      select grp::text, n from (select ${list.column} as grp, count(*)::int as n from jobs
      where created_at >= ${b.fromInstant} and created_at < ${b.toNextInstant} group by 1) j`),
  ]);
  return inListOrder(names, new Map(counts.rows.map((row) => [row.grp, { count: row.n }])));
}

/**
 * The figures safe to publish, for the last complete months: jobs posted by month, category, district and job
 * type, and the seekers registered by district, each table suppressed (suppress()). Counted from the same data
 * as the administrators' figures.
 */
export async function publicFigures(db: Executor, now = new Date()): Promise<PublicFigures> {
  const range = publicRange(kathmanduToday(now));
  const span = spanOf(range);
  const b = bounds(range);
  // Each table is its own query, all at once.
  const [months, byCategory, byDistrict, byJobType, seekers, districtNames] = await Promise.all([
    db.execute<{ month: number; n: number }>(sql`
      select width_bucket(created_at, ${periodEdges(span)}) as month, count(*)::int as n from jobs
      where created_at >= ${b.fromInstant} and created_at < ${b.toNextInstant} group by 1`),
    jobsBy(db, range, GROUPINGS.category),
    jobsBy(db, range, GROUPINGS.district),
    jobsBy(db, range, GROUPINGS.jobType),
    db.execute<{ grp: string | null; n: number }>(sql`
      select nullif(key, '') as grp, sum(n)::int as n from seeker_tallies
      where kind = 'district' and day <= ${range.to}::date group by key having sum(n) > 0`),
    groupNames(db, GROUPINGS.district),
  ]);
  // width_bucket numbers the months from 1, in the span's order.
  const perMonth = new Map(months.rows.map((row) => [span.periods[row.month - 1]?.slice(0, 7), row.n]));
  const monthRows: Row[] = span.periods.map((start) => {
    const month = start.slice(0, 7);
    return { key: month, en: month, ne: devanagari(month), count: perMonth.get(month) ?? 0 };
  });
  // Every month is listed, zero or not: the months are the table's frame.
  const byMonth = suppress(
    monthRows.map((row) => row.count),
    PUBLIC_FIGURES_MIN_CELL,
  );
  return {
    from: span.from,
    to: span.to,
    generatedAt: now.toISOString(),
    minCell: PUBLIC_FIGURES_MIN_CELL,
    licence: { ...PUBLIC_FIGURES_LICENCE },
    tables: [
      {
        id: 'jobs-by-month',
        rows: monthRows.map((row, i) => ({ ...row, count: byMonth.cells[i] ?? null })),
        total: byMonth.total,
      },
      table('jobs-by-category', byCategory),
      table('jobs-by-district', byDistrict),
      table('jobs-by-job-type', byJobType),
      table(
        'seekers-by-district',
        inListOrder(districtNames, new Map(seekers.rows.map((row) => [row.grp, { count: row.n }]))),
      ),
    ],
  };
}

/** The published figures as one CSV: who and what, the licence and the suppression rule first, then every table. */
export function publicFiguresCsv(figures: PublicFigures): CsvValue[][] {
  return [
    [`Jobs in numbers, ${SITE_NAME.en} / ${SITE_NAME.ne}`],
    [`Licence: ${figures.licence.name} (${figures.licence.url}). Attribution: ${SITE_NAME.en}.`],
    [
      `Jobs posted and job seekers registered, ${figures.from} to ${figures.to} (Asia/Kathmandu), counted ${figures.generatedAt}.`,
    ],
    [
      `A count below ${figures.minCell}, and a count that would reveal one, is suppressed: its cell is empty and its status is "suppressed".`,
    ],
    [],
    ['table', 'key', 'name_en', 'name_ne', 'count', 'status'],
    ...figures.tables.flatMap((t) => [
      ...t.rows.map((row) => [t.id, row.key ?? '', row.en, row.ne, row.count, row.count === null ? 'suppressed' : '']),
      [t.id, 'total', 'Total', 'जम्मा', t.total, t.total === null ? 'suppressed' : ''],
    ]),
  ];
}
