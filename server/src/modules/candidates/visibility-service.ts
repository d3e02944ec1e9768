import { count, desc, eq } from 'drizzle-orm';
import { CANDIDATE_ACTIVITY_PAGE_SIZE, type CandidateVisibility, type ProfileViewsPage } from 'shared-api/contract';
import type { Db } from '../../db/client.ts';
import { candidateViews, candidateVisibility, employerProfiles } from '../../db/schema.ts';

/** GET /seekers/me/visibility: hidden until the seeker chooses otherwise. */
export async function visibilityOf(db: Db, seekerId: string): Promise<CandidateVisibility> {
  const [row] = await db.select().from(candidateVisibility).where(eq(candidateVisibility.seekerId, seekerId));
  return { visible: row?.visible ?? false, changedAt: row?.changedAt.toISOString() ?? null };
}

/**
 * PUT /seekers/me/visibility: the choice and its time. The table's trigger adds or removes the seeker's
 * candidate_search row in this statement, so the next search already follows it.
 */
export async function setVisibility(db: Db, seekerId: string, visible: boolean): Promise<CandidateVisibility> {
  const [row] = await db
    .insert(candidateVisibility)
    .values({ seekerId, visible, changedAt: new Date() })
    .onConflictDoUpdate({ target: candidateVisibility.seekerId, set: { visible, changedAt: new Date() } })
    .returning();
  if (!row) throw new Error('visibility upsert returned nothing');
  return { visible: row.visible, changedAt: row.changedAt.toISOString() };
}

/** GET /seekers/me/profile-views: the companies that opened the seeker's page, newest first (one per company a day). */
export async function myProfileViews(db: Db, seekerId: string, page: number): Promise<ProfileViewsPage> {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        employerId: candidateViews.employerId,
        companyName: employerProfiles.companyName,
        viewedAt: candidateViews.viewedAt,
      })
      .from(candidateViews)
      .leftJoin(employerProfiles, eq(employerProfiles.userId, candidateViews.employerId))
      .where(eq(candidateViews.seekerId, seekerId))
      .orderBy(desc(candidateViews.viewedAt), desc(candidateViews.employerId))
      .limit(CANDIDATE_ACTIVITY_PAGE_SIZE)
      .offset((page - 1) * CANDIDATE_ACTIVITY_PAGE_SIZE),
    db.select({ n: count() }).from(candidateViews).where(eq(candidateViews.seekerId, seekerId)),
  ]);
  return {
    items: rows.map((row) => ({
      employerId: row.employerId,
      companyName: row.companyName ?? '',
      viewedAt: row.viewedAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page,
    pageSize: CANDIDATE_ACTIVITY_PAGE_SIZE,
  };
}
