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

/**
 * The statements of one search (exposed for the bench's EXPLAIN). Without any condition, `page` walks
 * candidate_search_updated_idx and `count` counts the index. With one, `matches` fetches the matching rows once
 * through the GIN and btree bitmaps (a walk in date order would read every row when few match) and gives the
 * total and the page's ids in order in that one pass; `rows` then reads those seekers.
 */
export function candidateStatements(db: Db, query: CandidatesQuery, terms: number[][]) {
  const conditions = candidateConditions(query, terms);
  const offset = (query.page - 1) * CANDIDATES_PAGE_SIZE;
  const joined = () =>
    db
      .select(resultColumns)
      .from(candidateSearch)
      .innerJoin(seekerProfiles, eq(seekerProfiles.userId, candidateSearch.seekerId))
      .leftJoin(locations, eq(locations.id, candidateSearch.locationId));
  return {
    filtered: conditions.length > 0,
    page: joined()
      .orderBy(...newestFirst)
      .limit(CANDIDATES_PAGE_SIZE)
      .offset(offset),
    count: db.select({ n: sql<number>`count(*)::int` }).from(candidateSearch),
    matches: sql`with m as materialized (
        select ${candidateSearch.seekerId} as id, ${candidateSearch.updatedAt} as at from ${candidateSearch}
        where ${and(...conditions)})
      select (select count(*) from m)::int as total,
        coalesce((select json_agg(p.id order by p.at desc, p.id desc)
          from (select * from m order by at desc, id desc limit ${CANDIDATES_PAGE_SIZE} offset ${offset}) p), '[]'::json) as ids`,
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
  let total: number;
  let rows: Awaited<typeof statements.page>;
  if (statements.filtered) {
    const { rows: found } = await db.execute<{ total: number; ids: string[] }>(statements.matches);
    total = found[0]?.total ?? 0;
    const ids = found[0]?.ids ?? [];
    rows = ids.length > 0 ? await statements.rows(ids) : [];
  } else {
    const [page, [counted]] = await Promise.all([statements.page, statements.count]);
    total = counted?.n ?? 0;
    rows = page;
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
