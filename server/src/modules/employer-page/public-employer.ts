import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema.ts';

/**
 * An employer the public may see (their page, the home page's strip): approved, active and not deleted. Jobs of
 * other accounts may still be listed (an admin deactivation does not close them), but the company gets no page.
 */
export function publicEmployerCondition(): SQL {
  return and(
    eq(users.role, 'employer'),
    eq(users.approvalStatus, 'approved'),
    eq(users.isActive, true),
    isNull(users.deletedAt),
  ) as SQL;
}
