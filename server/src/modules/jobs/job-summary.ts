import { sql } from 'drizzle-orm';
import type { AnyPgColumn, AnyPgTable } from 'drizzle-orm/pg-core';
import { JOB_EXCERPT_MAX, JOB_EXCERPT_MAX_BYTES, type JobSummary } from 'shared-api/contract';
import type { Executor } from '../../db/client.ts';
import { employerProfiles, jobLevels, jobs, jobTypes, locations, salaryRanges } from '../../db/schema.ts';
import { fileUrl } from '../users/wire-user.ts';

type Name = { name_en: string; name_ne: string; key?: string | null };

/** A lookup's names in the wire shape, built by PostgreSQL (a sub-select: plans in microseconds, see job-serializer). */
const name = (table: AnyPgTable & { id: AnyPgColumn }, fk: AnyPgColumn, keyed: boolean) =>
  sql<Name | null>`(select json_build_object('name_en', t.name_en, 'name_ne', t.name_ne${sql.raw(
    keyed ? ", 'key', t.key" : '',
  )}) from ${table} t where t.id = ${fk})`;

const ELLIPSIS = '…';

/** The description is cut in SQL first so a long one never leaves PostgreSQL whole. */
const DESCRIPTION_HEAD = JOB_EXCERPT_MAX * 2;

const summarySelection = {
  id: jobs.id,
  title: jobs.title,
  descriptionHead: sql<string>`left(${jobs.description}, ${sql.raw(String(DESCRIPTION_HEAD))})`,
  createdAt: jobs.createdAt,
  employerId: jobs.employerId,
  employerRef: sql<{
    companyName: string;
    logoFileId: string | null;
  } | null>`(select json_build_object('companyName', ep.company_name, 'logoFileId', ep.logo_file_id) from ${employerProfiles} ep where ep.user_id = ${jobs.employerId})`,
  applicationDeadline: jobs.applicationDeadline,
  jobType: name(jobTypes, jobs.jobTypeId, false),
  jobLevel: name(jobLevels, jobs.jobLevelId, false),
  location: name(locations, jobs.locationId, false),
  customLocation: jobs.customLocation,
  salaryRange: name(salaryRanges, jobs.salaryRangeId, true),
  customSalary: jobs.customSalary,
  salaryMin: jobs.salaryMin,
  salaryMax: jobs.salaryMax,
  vacancies: jobs.vacancies,
};

function prepareSummariesByIds(db: Executor) {
  return db
    .select(summarySelection)
    .from(jobs)
    .where(sql`${jobs.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('jobs_summaries_by_ids');
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof prepareSummariesByIds>['execute']>>[number];

const statements = new WeakMap<Executor, ReturnType<typeof prepareSummariesByIds>>();

/**
 * The description's start for a card: whitespace collapsed, cut at a word boundary with an ellipsis, at most
 * JOB_EXCERPT_MAX characters and JOB_EXCERPT_MAX_BYTES bytes of UTF-8 (Devanagari takes 3 bytes a character, so
 * the byte bound keeps a Nepali page as light as an English one).
 */
export function excerpt(text: string, maxChars = JOB_EXCERPT_MAX, maxBytes = JOB_EXCERPT_MAX_BYTES): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= maxChars && Buffer.byteLength(flat) <= maxBytes) return flat;
  let head = '';
  let chars = 1; // the ellipsis
  let bytes = Buffer.byteLength(ELLIPSIS);
  for (const char of flat) {
    const size = Buffer.byteLength(char);
    if (chars + 1 > maxChars || bytes + size > maxBytes) break;
    head += char;
    chars += 1;
    bytes += size;
  }
  if (head.length === flat.length) return flat;
  const space = head.lastIndexOf(' ');
  // Back up to the last space unless that would drop more than a third of the room (one very long word).
  const cut = space > (head.length * 2) / 3 ? head.slice(0, space) : head;
  return `${cut.trimEnd()}${ELLIPSIS}`;
}

function toSummary(row: SummaryRow): JobSummary {
  return {
    id: row.id,
    title: row.title,
    excerpt: excerpt(row.descriptionHead),
    postedAt: row.createdAt.toISOString(),
    employer: {
      id: row.employerId,
      companyName: row.employerRef?.companyName ?? '',
      companyLogoUrl: row.employerRef?.logoFileId ? fileUrl(row.employerRef.logoFileId) : null,
    },
    applicationDeadline: row.applicationDeadline,
    jobType: row.jobType,
    jobLevel: row.jobLevel ?? undefined,
    location: row.location,
    customLocation: row.customLocation ?? undefined,
    salaryRange: row.salaryRange,
    customSalary: row.customSalary ?? undefined,
    salaryMin: row.salaryMin ?? undefined,
    salaryMax: row.salaryMax ?? undefined,
    vacancies: row.vacancies ?? undefined,
  };
}

/**
 * The list items of the given job ids, in the order of `ids`. A named prepared statement with one array
 * parameter: each pooled connection plans its sub-selects once.
 */
export async function selectSummaries(db: Executor, ids: string[]): Promise<JobSummary[]> {
  if (ids.length === 0) return [];
  let statement = statements.get(db);
  if (!statement) {
    statement = prepareSummariesByIds(db);
    statements.set(db, statement);
  }
  const rows = await statement.execute({ ids });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toSummary(row)] : [];
  });
}
