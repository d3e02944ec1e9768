import { and, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import {
  CANDIDATES_PAGE_SIZE,
  type CandidateSummary,
  type CandidatesPage,
  type candidatesQuerySchema,
} from 'shared-api/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { candidateSearch, locations, seekerProfiles } from '../../db/schema.ts';
import { hasAllSkills, keywordWords, textArrayOf } from '../jobs/job-conditions.ts';
import { toLookupRef } from '../jobs/job-serializer.ts';
import { ids, termIdsOf } from '../jobs/keyword-search.ts';
import { displayName } from './display-name.ts';

export type CandidatesQuery = z.output<typeof candidatesQuerySchema>;

/**
 * The conditions of a candidate search on candidate_search (only findable seekers have a row there): each
 * keyword's terms (termIdsOf: the job search's cross-script and romanized matching) by GIN overlap, and each filter.
 */
export function candidateConditions(query: CandidatesQuery, terms: number[][]): SQL[] {
  const conditions = terms.map((list) => sql`${candidateSearch.termIds} && ${ids(list)}`);
  const skills = hasAllSkills(candidateSearch.skillKeys, query.skills);
  if (skills) conditions.push(skills);
  if (query.locationIds && query.locationIds.length > 0) {
    conditions.push(inArray(candidateSearch.locationId, query.locationIds));
  }
  if (query.educationLevels && query.educationLevels.length > 0) {
    conditions.push(sql`${candidateSearch.educationKeys} && ${textArrayOf(query.educationLevels)}`);
  }
  if (query.minExperienceYears !== undefined && query.minExperienceYears > 0) {
    conditions.push(gte(candidateSearch.experienceMonths, query.minExperienceYears * 12));
  }
  if (query.maxSalary !== undefined) conditions.push(lte(candidateSearch.expectedSalary, query.maxSalary));
  return conditions;
}

/** The columns a result shows, read for the page's few seekers only. */
const resultColumns = {
  id: candidateSearch.seekerId,
  updatedAt: candidateSearch.updatedAt,
  experienceMonths: candidateSearch.experienceMonths,
  expectedSalary: candidateSearch.expectedSalary,
  fullName: seekerProfiles.fullName,
  headline: seekerProfiles.headline,
  skills: seekerProfiles.skills,
  location: { id: locations.id, nameEn: locations.nameEn, nameNe: locations.nameNe },
};
const newestFirst = [desc(candidateSearch.updatedAt), desc(candidateSearch.seekerId)] as const;

/** Matches above this many are paged by a walk of the date index (it stops early); fewer are sorted whole. */
export const CANDIDATE_WALK_FROM = 2000;

/**
 * The statements of one search (exposed for the bench's EXPLAIN): `count` the matches (GIN and btree bitmaps, or
 * the date index without a condition); then `walk` the date index for a page when many match (it stops after a
 * page), or fetch the few matches once (`fewPage`: a walk in date order would read every row to find them) and
 * sort them; `rows` reads the page's seekers.
 */
export function candidateStatements(db: Db, query: CandidatesQuery, terms: number[][]) {
  const where = and(...candidateConditions(query, terms));
  const offset = (query.page - 1) * CANDIDATES_PAGE_SIZE;
  const joined = () =>
    db
      .select(resultColumns)
      .from(candidateSearch)
      .innerJoin(seekerProfiles, eq(seekerProfiles.userId, candidateSearch.seekerId))
      .leftJoin(locations, eq(locations.id, candidateSearch.locationId));
  return {
    count: db.select({ n: sql<number>`count(*)::int` }).from(candidateSearch).where(where),
    walk: joined()
      .where(where)
      .orderBy(...newestFirst)
      .limit(CANDIDATES_PAGE_SIZE)
      .offset(offset),
    fewPage: sql`with m as materialized (
        select ${candidateSearch.seekerId} as id, ${candidateSearch.updatedAt} as at from ${candidateSearch} where ${where ?? sql`true`})
      select id from m order by at desc, id desc limit ${CANDIDATES_PAGE_SIZE} offset ${offset}`,
    rows: (ids: string[]) =>
      joined()
        .where(inArray(candidateSearch.seekerId, ids))
        .orderBy(...newestFirst),
  };
}

/** Skills a result shows (the page shows them all). */
const SUMMARY_SKILLS = 8;

/**
 * One page of the seekers who chose to be found, most recently updated first. Read straight from the
 * database on every request: a seeker who hides is gone from the next search.
 */
export async function searchCandidates(db: Db, query: CandidatesQuery): Promise<CandidatesPage> {
  const empty = { items: [], total: 0, page: query.page, pageSize: CANDIDATES_PAGE_SIZE };
  const terms = await termIdsOf(db, keywordWords(query.q));
  if (terms.some((list) => list.length === 0)) return empty;
  const statements = candidateStatements(db, query, terms);
  const [counted] = await statements.count;
  const total = counted?.n ?? 0;
  if (total === 0 || (query.page - 1) * CANDIDATES_PAGE_SIZE >= total) return { ...empty, total };
  let rows: Awaited<typeof statements.walk>;
  if (total > CANDIDATE_WALK_FROM) {
    rows = await statements.walk;
  } else {
    const { rows: page } = await db.execute<{ id: string }>(statements.fewPage);
    rows = page.length > 0 ? await statements.rows(page.map((row) => row.id)) : [];
  }
  const items: CandidateSummary[] = rows.map((row) => ({
    id: row.id,
    displayName: displayName(row.fullName),
    headline: row.headline,
    skills: row.skills.slice(0, SUMMARY_SKILLS),
    location: toLookupRef(row.location),
    experienceMonths: row.experienceMonths,
    expectedSalary: row.expectedSalary,
    updatedAt: row.updatedAt.toISOString(),
  }));
  return { ...empty, items, total };
}
