import { eq, type SQL, sql } from 'drizzle-orm';
import { adminMessages, type LookupItem, type LookupList, lookupInUseMessage } from 'shared-api/contract';
import type { AppContext } from '../../app-context.ts';
import { writeAudit } from '../../audit/audit.ts';
import type { Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { employerProfiles, jobs, type salaryRanges, seekerProfiles, users } from '../../db/schema.ts';
import { conflictWith, HttpError, notFound } from '../../errors.ts';
import { LOOKUP_TABLES } from './lookup-tables.ts';

export type LookupInput = {
  name_en: string;
  name_ne: string;
  key?: string;
  min?: number | null;
  max?: number | null;
  order?: number | null;
};

// Every lookup table is a subset of the salary-range columns; typing through the widest keeps one code path.
type AnyLookupTable = typeof salaryRanges;
type LookupRow = Partial<AnyLookupTable['$inferSelect']> & { id: string; nameEn: string; nameNe: string };

const tableOf = (list: LookupList) => LOOKUP_TABLES[list] as unknown as AnyLookupTable;

export function toLookupItem(row: LookupRow): LookupItem {
  const item: LookupItem = { id: row.id, name_en: row.nameEn, name_ne: row.nameNe };
  if ('key' in row) item.key = row.key;
  if ('min' in row) item.min = row.min;
  if ('max' in row) item.max = row.max;
  if ('order' in row) item.order = row.order;
  return item;
}

/** A name as stored: NFC, trimmed, inner spaces collapsed (so "Bee  keeping" is "Bee keeping"). */
const cleanName = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ');

function columnValues(list: LookupList, input: LookupInput) {
  const table = LOOKUP_TABLES[list];
  const values: Record<string, unknown> = { nameEn: cleanName(input.name_en), nameNe: cleanName(input.name_ne) };
  if ('key' in table) values.key = input.key;
  if ('min' in table) values.min = input.min ?? null;
  if ('max' in table) values.max = input.max ?? null;
  if ('order' in table) values.order = input.order ?? null;
  return values as AnyLookupTable['$inferInsert'];
}

/**
 * The list's unique keys decide between racing writes: a key, or a name per language whatever its case
 * (`<table>_name_en_key_idx`, `…_name_ne_key_idx`), already taken is a 409 naming the field.
 */
async function withUniqueChecks<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const constraint = constraintOf(error);
    const field = constraint.endsWith('_name_en_key_idx')
      ? 'name_en'
      : constraint.endsWith('_name_ne_key_idx')
        ? 'name_ne'
        : 'key';
    const message = field === 'key' ? adminMessages.keyTaken : adminMessages.nameTaken;
    throw new HttpError(409, message, undefined, field);
  }
}

const constraintOf = (error: unknown): string => {
  const found = (error as { constraint?: unknown; cause?: { constraint?: unknown } }) ?? {};
  const name = found.constraint ?? found.cause?.constraint;
  return typeof name === 'string' ? name : '';
};

async function lockItem(tx: Executor, list: LookupList, id: string): Promise<LookupRow> {
  const table = tableOf(list);
  // FOR UPDATE: a job being inserted with this id takes a key-share lock, so counting below cannot miss it.
  const [row] = await tx.select().from(table).where(eq(table.id, id)).for('update');
  if (!row) throw notFound(adminMessages.itemNotFound);
  return row;
}

const count = async (tx: Executor, query: SQL) => {
  const result = await tx.execute<{ n: string }>(query);
  return Number(result.rows[0]?.n ?? 0);
};

/**
 * How many jobs and profiles use an item: the id columns that point at it, seeker preferences (ids, and job
 * type keys), and for skills the free-text skill lists that contain its name in either language.
 */
export async function lookupUsage(
  tx: Executor,
  list: LookupList,
  row: LookupRow,
): Promise<{ jobs: number; profiles: number }> {
  const jobsWhere = (column: SQL) => sql`select count(*)::text as n from ${jobs} where ${column} = ${row.id}`;
  const preferenceUses = (field: string, values: string[]) =>
    sql`select count(*)::text as n from ${seekerProfiles} where ${seekerProfiles.preferences} -> ${field} ?| ${sql`array[${sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    )}]::text[]`}`;
  const jobsOnly = async (column: SQL) => ({ jobs: await count(tx, jobsWhere(column)), profiles: 0 });
  switch (list) {
    case 'categories':
      return jobsOnly(sql`${jobs.categoryId}`);
    case 'experience-levels':
      return jobsOnly(sql`${jobs.experienceLevelId}`);
    case 'education-levels':
      return jobsOnly(sql`${jobs.educationLevelId}`);
    case 'salary-ranges':
      return jobsOnly(sql`${jobs.salaryRangeId}`);
    case 'job-levels':
      return jobsOnly(sql`${jobs.jobLevelId}`);
    case 'job-types':
      return {
        jobs: await count(tx, jobsWhere(sql`${jobs.jobTypeId}`)),
        profiles: await count(tx, preferenceUses('jobTypes', [row.id, row.key ?? row.id])),
      };
    case 'locations':
      return {
        jobs: await count(tx, jobsWhere(sql`${jobs.locationId}`)),
        profiles:
          (await count(tx, sql`select count(*)::text as n from ${users} where ${users.locationId} = ${row.id}`)) +
          (await count(tx, preferenceUses('locations', [row.id]))),
      };
    case 'industries':
      return {
        jobs: await count(tx, jobsWhere(sql`${jobs.industryId}`)),
        profiles:
          (await count(
            tx,
            sql`select count(*)::text as n from ${employerProfiles} where ${employerProfiles.industryId} = ${row.id}`,
          )) + (await count(tx, preferenceUses('industries', [row.id]))),
      };
    case 'skills': {
      const names = [row.nameEn, row.nameNe].map((name) => name.normalize('NFC').toLowerCase());
      const namesArray = sql`array[${sql.join(
        names.map((n) => sql`${n}`),
        sql`, `,
      )}]::text[]`;
      return {
        jobs: await count(tx, sql`select count(*)::text as n from ${jobs} where ${jobs.skillKeys} && ${namesArray}`),
        profiles: await count(
          tx,
          sql`select count(*)::text as n from ${seekerProfiles} where exists (
            select 1 from unnest(${seekerProfiles.skills}) s where lower(normalize(s, NFC)) = any(${namesArray}))`,
        ),
      };
    }
  }
}

export async function createLookupItem(
  ctx: AppContext,
  actorId: string,
  list: LookupList,
  input: LookupInput,
): Promise<LookupItem> {
  const table = tableOf(list);
  return withUniqueChecks(() =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx.insert(table).values(columnValues(list, input)).returning();
      if (!row) throw new Error('lookup insert returned nothing');
      const item = toLookupItem(row);
      await writeAudit(tx, { actorId, action: 'create', entity: list, entityId: row.id, after: item });
      return item;
    }),
  );
}

export async function updateLookupItem(
  ctx: AppContext,
  actorId: string,
  list: LookupList,
  id: string,
  input: LookupInput,
): Promise<LookupItem> {
  const table = tableOf(list);
  return withUniqueChecks(() =>
    ctx.db.transaction(async (tx) => {
      const before = await lockItem(tx, list, id);
      const [row] = await tx.update(table).set(columnValues(list, input)).where(eq(table.id, id)).returning();
      if (!row) throw notFound(adminMessages.itemNotFound);
      // Seeker preferences name job types by key: follow a renamed key so no preference is left dangling.
      if (list === 'job-types' && before.key && row.key && before.key !== row.key) {
        await tx.execute(sql`update ${seekerProfiles}
          set preferences = jsonb_set(preferences, '{jobTypes}', (
            select coalesce(jsonb_agg(case when v = ${before.key} then ${row.key} else v end), '[]'::jsonb)
            from jsonb_array_elements_text(preferences -> 'jobTypes') v))
          where preferences -> 'jobTypes' ? ${before.key}`);
      }
      const item = toLookupItem(row);
      await writeAudit(tx, {
        actorId,
        action: 'update',
        entity: list,
        entityId: id,
        before: toLookupItem(before),
        after: item,
      });
      return item;
    }),
  );
}

export async function deleteLookupItem(ctx: AppContext, actorId: string, list: LookupList, id: string): Promise<void> {
  const table = tableOf(list);
  await ctx.db.transaction(async (tx) => {
    const row = await lockItem(tx, list, id);
    const used = await lookupUsage(tx, list, row);
    if (used.jobs + used.profiles > 0) {
      throw conflictWith(lookupInUseMessage(used.jobs, used.profiles), 'admin.lookupInUse', used);
    }
    await tx.delete(table).where(eq(table.id, id));
    await writeAudit(tx, { actorId, action: 'delete', entity: list, entityId: id, before: toLookupItem(row) });
  });
}
