import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type AdminJobRow, type AdminJobsPage, type AdminJobsQuery, jobsQuerySchema } from 'shared-api/contract';
import type { Db, Executor } from '../../db/client.ts';
import { applications, employerProfiles, jobs, locations } from '../../db/schema.ts';
import { employerListed, listedCondition, unlistedEmployer } from '../jobs/job-conditions.ts';
import { filterKey, type ListMemo, listStatements } from '../jobs/job-list.ts';
import { toLookupRef } from '../jobs/job-serializer.ts';
import { kathmanduToday } from '../jobs/kathmandu-date.ts';
import { fileUrl } from '../users/wire-user.ts';
import { inOrder, listPage, type PagedList, type Paging } from './admin-paging.ts';
import { matchesWords, searchWords } from './admin-search.ts';

type JobsPageQuery = Required<Pick<AdminJobsQuery, 'sort'>> & Omit<AdminJobsQuery, 'sort' | keyof Paging> & Paging;

/** An exact total remembered until the data changes (the public cache's `list.total`; a plain count without it). */
export type Totals = ListMemo['total'];
const uncached: Totals = (_key, count) => count();

/**
 * How many jobs there are in a state, as the dashboard and the admin list show them: open is exactly the public
 * list's total (the public list's own count, remembered under the public list's own key, so the two cannot
 * differ), expired, hidden (open and not expired, but the employer deactivated or gone), closed, or all. Each is
 * an index count, remembered until any job or employer changes (and keyed by the Kathmandu day, when deadlines
 * pass).
 */
export function jobStateCount(
  db: Db,
  state: JobState | 'all',
  today: string,
  totals: Totals = uncached,
): Promise<number> {
  if (state === 'open') {
    const everything = jobsQuerySchema.parse({});
    return totals(filterKey(everything, today), async () => {
      const [row] = await listStatements(db, everything, today).count;
      return row?.total ?? 0;
    });
  }
  const notExpired = sql`(${jobs.applicationDeadline} is null or ${jobs.applicationDeadline} >= ${today})`;
  const where = {
    all: sql`true`,
    expired: sql`${jobs.status} = 'open' and not ${notExpired}`,
    hidden: sql`${jobs.status} = 'open' and ${notExpired} and ${unlistedEmployer}`,
    closed: sql`${jobs.status} = 'closed'`,
  }[state];
  return totals(`admin-jobs:${today}:${state}`, async () => {
    const [row] = await db.select({ n: sql<string>`count(*)::text` }).from(jobs).where(where);
    return Number(row?.n ?? 0);
  });
}

type JobState = NonNullable<AdminJobsQuery['state']>;

/** The condition of each job state of the admin list (jobStateCount counts the same states). */
function stateCondition(state: JobState, today: string): SQL {
  const expired = sql`${jobs.applicationDeadline} < ${today}`;
  switch (state) {
    case 'open':
      return listedCondition(today);
    case 'expired':
      return sql`${jobs.status} = 'open' and ${expired}`;
    case 'hidden':
      return sql`${jobs.status} = 'open' and not coalesce(${expired}, false) and ${unlistedEmployer}`;
    case 'closed':
      return sql`${jobs.status} = 'closed'`;
  }
}

/** The rows of a page: no description, the employer's name and logo, the location, the live applications. */
async function adminJobRows(db: Executor, ids: string[], today: string): Promise<AdminJobRow[]> {
  const rows = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      status: jobs.status,
      createdAt: jobs.createdAt,
      applicationDeadline: jobs.applicationDeadline,
      employerId: jobs.employerId,
      companyName: employerProfiles.companyName,
      logoFileId: employerProfiles.logoFileId,
      listed: sql<boolean>`${employerListed}`,
      location: { id: locations.id, nameEn: locations.nameEn, nameNe: locations.nameNe },
      customLocation: jobs.customLocation,
      applicationCount: sql<number>`(select count(*)::int from ${applications} a where a.job_id = ${jobs.id} and a.status <> 'withdrawn')`,
    })
    .from(jobs)
    .leftJoin(employerProfiles, eq(employerProfiles.userId, jobs.employerId))
    .leftJoin(locations, eq(locations.id, jobs.locationId))
    .where(inArray(jobs.id, ids));
  return rows.map((row) => {
    const isExpired = row.applicationDeadline !== null && row.applicationDeadline < today;
    return {
      id: row.id,
      title: row.title,
      status: row.status,
      isExpired,
      isHidden: row.status === 'open' && !isExpired && !row.listed,
      postedAt: row.createdAt.toISOString(),
      applicationDeadline: row.applicationDeadline,
      employer: {
        id: row.employerId,
        companyName: row.companyName ?? '',
        companyLogoUrl: row.logoFileId ? fileUrl(row.logoFileId) : null,
      },
      location: toLookupRef(row.location),
      customLocation: row.customLocation,
      applicationCount: row.applicationCount,
    };
  });
}

/**
 * GET /admin/jobs: one page of every job (any status), searched (each word the start of a word of the title,
 * description, company or skills), filtered by state and employer, newest, oldest or by title.
 */
export async function listAdminJobs(db: Db, query: JobsPageQuery, totals?: Totals): Promise<AdminJobsPage> {
  const today = kathmanduToday();
  const where: SQL[] = [];
  if (query.state) where.push(stateCondition(query.state, today));
  if (query.employerId) where.push(eq(jobs.employerId, query.employerId));
  const search = matchesWords(sql`to_tsvector('simple'::regconfig, ${jobs.searchText})`, searchWords(query.q));
  if (search) where.push(search);
  const list: PagedList = {
    from: sql`${jobs}`,
    where,
    id: sql`${jobs.id}`,
    order: [
      query.sort === 'title'
        ? { expr: sql`lower(${jobs.title})`, cast: 'text' }
        : { expr: sql`${jobs.createdAt}`, cast: 'timestamptz' },
      { expr: sql`${jobs.id}`, cast: 'uuid' },
    ],
    direction: query.sort === 'newest' ? 'desc' : 'asc',
    searched: search !== null,
  };
  // Without a search or an employer, the total is one of the job counts (each an index-only count).
  const known = search || query.employerId ? undefined : await jobStateCount(db, query.state ?? 'all', today, totals);
  const page = await listPage(db, list, query, known);
  const items = await inOrder(page.ids, (ids) => adminJobRows(db, ids, today));
  return { items, total: page.total, page: query.page, pageSize: query.pageSize, prev: page.prev, next: page.next };
}
