import { customType } from 'drizzle-orm/pg-core';

/** drizzle 0.45 has no tsvector column; the app never reads it (a search column, matched in SQL). */
export const tsvector = customType<{ data: string; driverData: string }>({
  dataType: () => 'tsvector',
});
