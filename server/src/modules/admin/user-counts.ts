import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Role } from 'shared-api/contract';
import type { Executor } from '../../db/client.ts';
import { userCounts } from '../../db/schema.ts';

export type CountFilter = { role: Role; isActive?: boolean; approvalStatus?: 'pending' | 'approved' | 'rejected' };

/**
 * How many users of a role there are (optionally by account and approval status), read from the counters the
 * users triggers keep (migration 0024): exact, and a handful of rows whatever the number of users.
 */
export async function countUsers(db: Executor, filter: CountFilter): Promise<number> {
  const conditions: SQL[] = [eq(userCounts.role, filter.role)];
  if (filter.isActive !== undefined) conditions.push(eq(userCounts.isActive, filter.isActive));
  if (filter.approvalStatus) conditions.push(eq(userCounts.approval, filter.approvalStatus));
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${userCounts.n}), 0)::text` })
    .from(userCounts)
    .where(and(...conditions));
  return Number(row?.n ?? 0);
}
