import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';
import {
  categories,
  educationLevels,
  experienceLevels,
  industries,
  jobLevels,
  jobTypes,
  locations,
  salaryRanges,
  skills,
} from '../schema.ts';
import {
  CATEGORIES,
  EDUCATION_LEVELS,
  EXPERIENCE_LEVELS,
  INDUSTRIES,
  JOB_LEVELS,
  JOB_TYPES,
  type NameSeed,
  OTHER,
  SALARY_RANGES,
  SKILLS,
} from './lookup-data.ts';
import { PROVINCE_DISTRICTS } from './provinces.ts';

export class UnknownProvinceError extends Error {
  constructor(province: string) {
    super(`SEED_PROVINCE "${province}" is unknown. Choose one of: ${Object.keys(PROVINCE_DISTRICTS).join(', ')}.`);
  }
}

export function districtsOf(province: string): NameSeed[] {
  const districts = PROVINCE_DISTRICTS[province];
  if (!districts) throw new UnknownProvinceError(province);
  return districts;
}

const names = ([nameEn, nameNe]: NameSeed) => ({ nameEn, nameNe });

/**
 * Fills each lookup list only while it is empty, so admin edits and deletions survive restarts.
 * Runs in one transaction; the advisory lock keeps two instances starting together from both seeding.
 */
export async function seedLookups(db: Db, province: string): Promise<void> {
  const districts = districtsOf(province);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727001)`);
    const fill = async <T extends PgTable>(table: T, rows: T['$inferInsert'][]) => {
      const [existing] = await tx.select({ n: count() }).from(table as PgTable);
      if ((existing?.n ?? 0) === 0) await tx.insert(table).values(rows);
    };
    await fill(
      jobTypes,
      JOB_TYPES.map((row, i) => ({ key: row.key, ...names(row.name), order: i + 1 })),
    );
    await fill(
      experienceLevels,
      EXPERIENCE_LEVELS.map((row, i) => ({ key: row.key, ...names(row.name), order: i + 1 })),
    );
    await fill(
      educationLevels,
      EDUCATION_LEVELS.map((row, i) => ({ key: row.key, ...names(row.name), order: i + 1 })),
    );
    await fill(
      salaryRanges,
      SALARY_RANGES.map((row, i) => ({ key: row.key, ...names(row.name), min: row.min, max: row.max, order: i + 1 })),
    );
    await fill(
      jobLevels,
      JOB_LEVELS.map((row, i) => ({ key: row.key, ...names(row.name), order: i + 1 })),
    );
    await fill(categories, CATEGORIES.map(names));
    await fill(skills, SKILLS.map(names));
    await fill(
      industries,
      INDUSTRIES.map((row, i) => ({ ...names(row), order: i + 1 })),
    );
    await fill(
      locations,
      [...districts, OTHER].map((row, i) => ({ ...names(row), order: i + 1 })),
    );
  });
}
