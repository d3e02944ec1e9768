import { and, count, desc, eq, sql } from 'drizzle-orm';
import { HOME_EMPLOYERS_MAX, type HomeSummary, type HomeTile } from 'shared-api/contract';
import type { Db } from '../../db/client.ts';
import { categories, employerProfiles, jobs, locations, users } from '../../db/schema.ts';
import { publicEmployerCondition } from '../employer-page/public-employer.ts';
import { listedCondition } from '../jobs/job-conditions.ts';
import { fileUrl } from '../users/wire-user.ts';

/** Listed jobs per category or district: GET /jobs's own condition (listedCondition), grouped. */
async function tiles(
  db: Db,
  table: typeof categories | typeof locations,
  column: typeof jobs.categoryId | typeof jobs.locationId,
  today: string,
) {
  const n = count();
  const rows = await db
    .select({ id: table.id, name_en: table.nameEn, name_ne: table.nameNe, count: n })
    .from(jobs)
    .innerJoin(table, eq(table.id, column))
    .where(listedCondition(today))
    .groupBy(table.id)
    .orderBy(desc(n), table.nameEn);
  return rows satisfies HomeTile[];
}

/**
 * The home page's aggregate (GET /home/summary): listed jobs per category and per district (each count equal to
 * GET /jobs's total for that filter, by the same condition), and the public employers (approved, active, not
 * deleted) with the most listed jobs.
 */
export async function homeSummary(db: Db, today: string): Promise<HomeSummary> {
  const openJobs = count(jobs.id);
  const [byCategory, byLocation, employers] = await Promise.all([
    tiles(db, categories, jobs.categoryId, today),
    tiles(db, locations, jobs.locationId, today),
    db
      .select({
        id: users.id,
        companyName: employerProfiles.companyName,
        logoFileId: employerProfiles.logoFileId,
        openJobs,
      })
      .from(users)
      .innerJoin(employerProfiles, eq(employerProfiles.userId, users.id))
      .innerJoin(jobs, and(eq(jobs.employerId, users.id), listedCondition(today)))
      .where(publicEmployerCondition())
      .groupBy(users.id, employerProfiles.userId)
      .orderBy(desc(openJobs), sql`lower(${employerProfiles.companyName})`, users.id)
      .limit(HOME_EMPLOYERS_MAX),
  ]);
  return {
    categories: byCategory,
    locations: byLocation,
    employers: employers.map(({ logoFileId, ...employer }) => ({
      ...employer,
      companyLogoUrl: logoFileId ? fileUrl(logoFileId) : null,
    })),
  };
}
