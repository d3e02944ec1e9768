import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AdminJobRow, AdminJobsPage, AdminJobsQuery } from 'shared-api/contract';
import type { Executor } from '../../db/client.ts';
import { applications, employerProfiles, jobs, locations } from '../../db/schema.ts';
import { toLookupRef } from '../jobs/job-serializer.ts';
import { employerListed, listedCondition, unlistedEmployer } from '../jobs/jobs-service.ts';
import { kathmanduToday } from '../jobs/kathmandu-date.ts';
import { fileUrl } from '../users/wire-user.ts';
import { inOrder, listPage, type PagedList, type Paging } from './admin-paging.ts';
import { matchesWords, searchWords } from './admin-search.ts';

type JobsPageQuery = Required<Pick<AdminJobsQuery, 'sort'>> & Omit<AdminJobsQuery, 'sort' | keyof Paging> & Paging;

/**
 * How many jobs there are in each state, as the dashboard and the admin list show them: open (= listed on the
 * public site), expired, hidden (open and not expired, but the employer deactivated or gone), closed. Each count
 * reads an index only (the open jobs' listing index holds the deadline); hidden ones through the few unlisted
 * employers' jobs.
 */
export async function jobStateCounts(db: Executor, today: string): Promise<Record<JobState | 'all', number>> {
  const notExpired = sql`(${jobs.applicationDeadline} is null or ${jobs.applicationDeadline} >= ${today})`;
  const counted = async (where: SQL) =>
    Number((await db.select({ n: sql<string>`count(*)::text` }).from(jobs).where(where))[0]?.n ?? 0);
  const current = await counted(sql`${jobs.status} = 'open' and ${notExpired}`);
  const expired = await counted(sql`${jobs.status} = 'open' and not ${notExpired}`);
  const hidden = await counted(sql`${jobs.status} = 'open' and ${notExpired} and ${unlistedEmployer}`);
  const closed = await counted(sql`${jobs.status} = 'closed'`);
  return { open: current - hidden, expired, hidden, closed, all: current + expired + closed };
}

type JobState = NonNullable<AdminJobsQuery['state']>;

/** The condition of each job state of the admin list (jobStateCounts counts the same states). */
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
export async function listAdminJobs(db: Executor, query: JobsPageQuery): Promise<AdminJobsPage> {
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
  const known = search || query.employerId ? undefined : (await jobStateCounts(db, today))[query.state ?? 'all'];
  const page = await listPage(db, list, query, known);
  const items = await inOrder(page.ids, (ids) => adminJobRows(db, ids, today));
  return { items, total: page.total, page: query.page, pageSize: query.pageSize, prev: page.prev, next: page.next };
}
