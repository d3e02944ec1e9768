import { type SQL, sql } from 'drizzle-orm';
import type { InsightsGrouping } from 'shared-api/contract';
import type { Executor } from '../../db/client.ts';

/** A jobs column naming an item of a lookup list, and that list. Names are fixed here, never taken from a request. */
export type Grouping = { column: SQL; table: SQL; order: SQL };

const grouping = (column: string, table: string, ordered = true): Grouping => ({
  column: sql.raw(column),
  table: sql.raw(table),
  // The list's own order where it has one, then the English name.
  order: sql.raw(ordered ? 'g."order" nulls last, g.name_en' : 'g.name_en'),
});

export const GROUPINGS: Record<InsightsGrouping, Grouping> = {
  category: grouping('category_id', 'categories', false),
  district: grouping('location_id', 'locations'),
  jobType: grouping('job_type_id', 'job_types'),
  experience: grouping('experience_level_id', 'experience_levels'),
  education: grouping('education_level_id', 'education_levels'),
  salary: grouping('salary_range_id', 'salary_ranges'),
};

export type GroupName = { key: string | null; en: string; ne: string };

/** The row of the jobs or people that name no item of the list (an item of their own, or none). */
export const NOT_STATED: GroupName = { key: null, en: 'Other or not stated', ne: 'अन्य वा नखुलेको' };

/** The items of a list in its order, then the "not stated" row. */
export async function groupNames(db: Executor, list: Grouping): Promise<GroupName[]> {
  const { rows } = await db.execute<GroupName>(
    sql`select g.id::text as key, g.name_en as en, g.name_ne as ne from ${list.table} g order by ${list.order}`,
  );
  return [...rows, NOT_STATED];
}

/** The groups that have figures, in the list's order, each with its figures. */
export function inListOrder<T extends object>(names: GroupName[], figures: Map<string | null, T>): (GroupName & T)[] {
  return names.flatMap((name) => {
    const found = figures.get(name.key);
    return found ? [{ ...name, ...found }] : [];
  });
}

/** The row of every group together. */
export const ALL: GroupName = { key: null, en: 'All', ne: 'सबै' };

/**
 * The rows of a `group by grouping sets ((grp), ())` answer: each group's figures in the list's order, and the
 * whole (`total`: the row of the empty grouping set, zero figures when there were no rows at all).
 */
export function groupsAndTotal<R extends { total: boolean; grp: string | null }, F extends object>(
  names: GroupName[],
  rows: R[],
  figure: (row: R | undefined) => F,
): { rows: (GroupName & F)[]; total: GroupName & F } {
  const byGroup = new Map(rows.filter((row) => !row.total).map((row) => [row.grp, figure(row)]));
  return { rows: inListOrder(names, byGroup), total: { ...ALL, ...figure(rows.find((row) => row.total)) } };
}
