import { customType } from 'drizzle-orm/pg-core';

/** drizzle 0.45 has no bytea column; pg already maps bytea to Buffer both ways. */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
});
