import { inArray } from 'drizzle-orm';
import { JOBS_FEED_ITEMS, type Job } from 'shared-api/contract';
import type { Db } from '../../db/client.ts';
import { categories, jobs, locations } from '../../db/schema.ts';
import type { ListJobsQuery } from '../jobs/job-conditions.ts';
import { type ListMemo, listJobs } from '../jobs/job-list.ts';
import { selectJobs, toJob } from '../jobs/job-serializer.ts';

/**
 * The jobs of a feed: the newest JOBS_FEED_ITEMS that the list shows for the search (the list's own conditions,
 * keyword search and memo), whole, newest first.
 */
export async function feedJobs(db: Db, query: ListJobsQuery, today: string, memo?: ListMemo): Promise<Job[]> {
  const page = await listJobs(db, { ...query, sortBy: 'newest', page: 1, pageSize: JOBS_FEED_ITEMS }, today, memo);
  const ids = page.items.map((item) => item.id);
  if (ids.length === 0) return [];
  const rows = await selectJobs(db).where(inArray(jobs.id, ids));
  const byId = new Map(rows.map((row) => [row.id, toJob(row, today)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export type Names = { name_en: string; name_ne: string };

/** The names a feed's title gives its search by: the chosen category and districts, in list order. */
export async function searchNames(db: Db, query: ListJobsQuery): Promise<{ category?: Names; locations: Names[] }> {
  const names = { name_en: categories.nameEn, name_ne: categories.nameNe };
  const [category] = query.categoryId
    ? await db
        .select(names)
        .from(categories)
        .where(inArray(categories.id, [query.categoryId]))
    : [];
  const ids = query.locationIds ?? [];
  const rows = ids.length
    ? await db
        .select({ id: locations.id, name_en: locations.nameEn, name_ne: locations.nameNe })
        .from(locations)
        .where(inArray(locations.id, ids))
        .orderBy(locations.order)
    : [];
  return { ...(category ? { category } : {}), locations: rows.map(({ name_en, name_ne }) => ({ name_en, name_ne })) };
}
