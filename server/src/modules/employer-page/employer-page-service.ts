import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  adminMessages,
  EMPLOYER_PAGE_JOBS_MAX,
  type EmployerPage,
  type LocalizedEmployerPage,
  type PageLanguage,
} from 'shared-api/contract';
import type { Db } from '../../db/client.ts';
import { employerProfiles, industries, jobs, users } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { isUuid } from '../../http/is-uuid.ts';
import { listedCondition } from '../jobs/job-conditions.ts';
import { selectSummaries } from '../jobs/job-summary.ts';
import { localizeIndustry, localizeSummary } from '../jobs/localize-job.ts';
import { fileUrl } from '../users/wire-user.ts';
import { publicEmployerCondition } from './public-employer.ts';

/** The public profile of an approved, active, not deleted employer; undefined for anyone else. */
export async function findPublicEmployer(db: Db, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({
      id: users.id,
      companyName: employerProfiles.companyName,
      companyDescription: employerProfiles.companyDescription,
      website: employerProfiles.website,
      address: employerProfiles.address,
      logoFileId: employerProfiles.logoFileId,
      customIndustry: employerProfiles.customIndustry,
      industry: sql<{
        id: string;
        name_en: string;
        name_ne: string;
      } | null>`(select json_build_object('id', i.id, 'name_en', i.name_en, 'name_ne', i.name_ne) from ${industries} i where i.id = ${employerProfiles.industryId})`,
    })
    .from(users)
    .innerJoin(employerProfiles, eq(employerProfiles.userId, users.id))
    .where(and(eq(users.id, id), publicEmployerCondition()));
  return row;
}

/**
 * The public page of an approved, active employer: the company's public profile fields and its listed jobs
 * (the same condition as GET /jobs), newest first. 404 for anyone else (unknown, pending, rejected,
 * deactivated, deleted, not an employer, malformed id).
 */
export async function getEmployerPage(db: Db, id: string, today: string): Promise<EmployerPage> {
  const row = await findPublicEmployer(db, id);
  if (!row) throw notFound(adminMessages.employerNotFound);
  const listed = and(eq(jobs.employerId, id), listedCondition(today));
  const [ids, [total]] = await Promise.all([
    db
      .select({ id: jobs.id })
      .from(jobs)
      .where(listed)
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(EMPLOYER_PAGE_JOBS_MAX),
    db.select({ n: count() }).from(jobs).where(listed),
  ]);
  return {
    id: row.id,
    companyName: row.companyName,
    companyDescription: row.companyDescription,
    website: row.website,
    address: row.address,
    companyLogoUrl: row.logoFileId ? fileUrl(row.logoFileId) : null,
    industry: row.industry,
    customIndustry: row.customIndustry,
    jobs: await selectSummaries(
      db,
      ids.map((job) => job.id),
    ),
    openJobs: total?.n ?? 0,
  };
}

/** The employer page with its industry's and jobs' lookup names in `language` (the public page's answer). */
export function localizeEmployerPage(page: EmployerPage, language: PageLanguage): LocalizedEmployerPage {
  return {
    ...page,
    industry: localizeIndustry(page.industry, language),
    jobs: page.jobs.map((job) => localizeSummary(job, language)),
  };
}
