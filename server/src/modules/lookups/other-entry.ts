import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A lookup list's catch-all entry is the one named Other in English: its real value is typed by the user. */
export function isOtherName(nameEn: string | null | undefined): boolean {
  return nameEn?.trim().toLowerCase() === 'other';
}

/** The same rule in SQL, for ordering a list with its catch-all entry last. */
export const isOtherNameSql = (nameEn: AnyPgColumn): SQL<boolean> => sql<boolean>`(lower(btrim(${nameEn})) = 'other')`;

/** A salary band is negotiable when its key is negotiable or its English name says so (spec section 5). */
export function isNegotiableBand(key: string | null | undefined, nameEn: string | null | undefined): boolean {
  return key === 'negotiable' || (nameEn ?? '').toLowerCase().includes('negotiable');
}
