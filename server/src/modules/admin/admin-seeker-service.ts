import { eq } from 'drizzle-orm';
import { adminMessages, type WireUser } from 'shared-api/contract';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { toWireUser } from '../users/wire-user.ts';
import { checkedUserId } from './admin-users-service.ts';

/**
 * GET /admin/seekers/:id: a job seeker's whole profile as the seeker sees it (experience, education,
 * certifications, preferences, résumé, which admins may download); anyone else's id is 404.
 */
export async function seekerForAdmin(db: Db, id: string): Promise<WireUser> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.id, checkedUserId(id, adminMessages.seekerNotFound)));
  if (user?.role !== 'job_seeker') throw notFound(adminMessages.seekerNotFound);
  return toWireUser(db, user);
}
