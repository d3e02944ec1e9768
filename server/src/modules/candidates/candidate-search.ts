import { and, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import {
  CANDIDATES_COUNT_MAX,
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

/**
 * The statements of one search (exposed for the bench's EXPLAIN): `count` the matches up to one past
 * CANDIDATES_COUNT_MAX (it stops there, however many match); then `walk` the date index for a page when more match
 * (it stops after a page), or fetch the few matches once (`fewPage`: a walk in date order would read every row to
 * find them) and sort them; `rows` reads the page's seekers.
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
    count: db.select({ n: sql<number>`count(*)::int` }).from(
      db
        .select({ one: sql`1`.as('one') })
        .from(candidateSearch)
        .where(where)
        .limit(CANDIDATES_COUNT_MAX + 1)
        .as('matches'),
    ),
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
 * One page of the seekers who chose to be found, most recently updated first, with their number up to
 * CANDIDATES_COUNT_MAX. Read straight from the database on every request: a seeker who hides is gone from the next
 * search.
 */
export async function searchCandidates(db: Db, query: CandidatesQuery): Promise<CandidatesPage> {
  const empty = { items: [], total: 0, totalCapped: false, page: query.page, pageSize: CANDIDATES_PAGE_SIZE };
  const terms = await termIdsOf(db, keywordWords(query.q));
  if (terms.some((list) => list.length === 0)) return empty;
  const statements = candidateStatements(db, query, terms);
  const [counted] = await statements.count;
  const totalCapped = (counted?.n ?? 0) > CANDIDATES_COUNT_MAX;
  const total = Math.min(counted?.n ?? 0, CANDIDATES_COUNT_MAX);
  if (total === 0 || (query.page - 1) * CANDIDATES_PAGE_SIZE >= total) return { ...empty, total, totalCapped };
  let rows: Awaited<typeof statements.walk>;
  if (totalCapped) {
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
  return { ...empty, items, total, totalCapped };
}
