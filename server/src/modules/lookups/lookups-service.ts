import { asc, sql } from 'drizzle-orm';
import type { LookupItem, LookupList } from 'shared-api/contract';
import type { Db } from '../../db/client.ts';
import { LOOKUP_TABLES } from './lookup-tables.ts';
import { isOtherNameSql } from './other-entry.ts';

/** By admin-set order where the list has one, then name; the entry named Other always sinks to the end of its order group. */
export async function listLookup(db: Db, list: LookupList): Promise<LookupItem[]> {
  const table = LOOKUP_TABLES[list];
  const otherLast = isOtherNameSql(table.nameEn);
  const ordering =
    'order' in table
      ? [sql`${table.order} asc nulls last`, otherLast, asc(table.nameEn)]
      : [otherLast, asc(table.nameEn)];
  const rows = await db
    .select()
    .from(table)
    .orderBy(...ordering);
  return rows.map((row) => {
    const item: LookupItem = { id: row.id, name_en: row.nameEn, name_ne: row.nameNe };
    if ('key' in row) item.key = row.key;
    if ('min' in row) item.min = row.min;
    if ('max' in row) item.max = row.max;
    if ('order' in row) item.order = row.order;
    return item;
  });
}
