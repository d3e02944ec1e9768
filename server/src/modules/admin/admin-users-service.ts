import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { type AdminPage, type AdminStats, adminMessages, type Role, type WireUser } from 'shared-api/contract';
import type { AppContext } from '../../app-context.ts';
import { writeAudit } from '../../audit/audit.ts';
import type { Executor } from '../../db/client.ts';
import { lockUserRow } from '../../db/locks.ts';
import {
  adminProfiles,
  applications,
  employerDocuments,
  employerProfiles,
  files,
  industries,
  jobs,
  locations,
  seekerProfiles,
  users,
} from '../../db/schema.ts';
import { retryingTransaction } from '../../db/transaction.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { kathmanduToday } from '../jobs/kathmandu-date.ts';
import { notify } from '../notifications/notify.ts';
import { releaseEnrolmentsOf } from '../trainings/enrolment-service.ts';
import { fileUrl, type UserRow } from '../users/wire-user.ts';
import { jobStateCount } from './admin-jobs-service.ts';
import { inOrder, listPage, type PagedList, type Paging } from './admin-paging.ts';
import { matchesWords, searchWords } from './admin-search.ts';
import { countUsers } from './user-counts.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id can name no user: answer 404 rather than letting PostgreSQL reject the cast. */
export function checkedUserId(id: string, message: string = adminMessages.userNotFound): string {
  if (!UUID.test(id)) throw notFound(message);
  return id;
}

type ListFilter = { role?: Role; approvalStatus?: 'pending' | 'approved' | 'rejected'; ids?: string[] };

/**
 * Users as the admin screens need them, in the wire user's shape: the base fields plus the name fields
 * (full name, or the company profile with logo and documents). Four queries for any number of users.
 */
export async function listWireUsers(
  db: Executor,
  filter: ListFilter,
  order: 'newest' | 'oldest' | 'company' = 'newest',
) {
  const conditions = [];
  if (filter.role) conditions.push(eq(users.role, filter.role));
  if (filter.approvalStatus === 'pending') {
    // A missing status means pending (spec section 3).
    conditions.push(sql`coalesce(${users.approvalStatus}, 'pending') = 'pending'`);
  } else if (filter.approvalStatus) conditions.push(eq(users.approvalStatus, filter.approvalStatus));
  if (filter.ids) conditions.push(inArray(users.id, filter.ids));
  const rows = await db
    .select({
      user: users,
      location: locations,
      seekerName: seekerProfiles.fullName,
      adminName: adminProfiles.fullName,
      employer: employerProfiles,
      industry: industries,
    })
    .from(users)
    .leftJoin(locations, eq(locations.id, users.locationId))
    .leftJoin(seekerProfiles, eq(seekerProfiles.userId, users.id))
    .leftJoin(adminProfiles, eq(adminProfiles.userId, users.id))
    .leftJoin(employerProfiles, eq(employerProfiles.userId, users.id))
    .leftJoin(industries, eq(industries.id, employerProfiles.industryId))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(
      ...(order === 'company'
        ? [asc(sql`lower(${employerProfiles.companyName})`), asc(users.id)]
        : order === 'oldest'
          ? [asc(users.createdAt), asc(users.id)]
          : [desc(users.createdAt), desc(users.id)]),
    );
  const employerIds = rows.filter((r) => r.user.role === 'employer').map((r) => r.user.id);
  const documents =
    employerIds.length > 0
      ? await db
          .select()
          .from(employerDocuments)
          .where(inArray(employerDocuments.employerId, employerIds))
          .orderBy(asc(employerDocuments.createdAt))
      : [];
  return rows.map(({ user, location, seekerName, adminName, employer, industry }): WireUser => {
    const base: WireUser = {
      id: user.id,
      email: user.email,
      role: user.role,
      isActive: user.isActive,
      emailVerified: user.emailVerifiedAt !== null,
      approvalStatus: user.role === 'employer' ? (user.approvalStatus ?? 'pending') : null,
      rejectionReason: user.rejectionReason,
      createdAt: user.createdAt.toISOString(),
      locationId: user.locationId,
      customLocation: user.customLocation,
      locationInfo: location
        ? { name_en: location.nameEn, name_ne: location.nameNe, customLocation: user.customLocation }
        : null,
      ...(user.deletedAt && { accountDeleted: true }),
    };
    if (user.role === 'admin') return { ...base, fullName: adminName ?? seekerName ?? '' };
    if (user.role === 'job_seeker') return { ...base, fullName: seekerName ?? '' };
    return {
      ...base,
      companyName: employer?.companyName ?? '',
      companyDescription: employer?.companyDescription ?? '',
      website: employer?.website ?? '',
      address: employer?.address ?? '',
      companyLogoUrl: employer?.logoFileId ? fileUrl(employer.logoFileId) : null,
      documents: documents
        .filter((d) => d.employerId === user.id)
        .map((d) => ({ id: d.id, fileName: d.fileName, createdAt: d.createdAt.toISOString() })),
      industryId: employer?.industryId ?? null,
      industry: industry ? { name_en: industry.nameEn, name_ne: industry.nameNe } : null,
      customIndustry: employer?.customIndustry ?? null,
    };
  });
}

type UsersPageQuery = {
  role: Role;
  q?: string;
  status?: 'active' | 'inactive';
  approvalStatus?: 'pending' | 'approved' | 'rejected';
  sort: 'newest' | 'oldest' | 'name' | 'email';
} & Paging;

/**
 * One page of the accounts of a role, as the admin lists show them: searched (each word the start of a word of
 * the name or the email), filtered by account and approval status, sorted by date, name or email, each way on
 * an index of users (migration 0024). The total of an unsearched list comes from the user counters.
 */
export async function listUsersPage(db: Executor, query: UsersPageQuery): Promise<AdminPage<WireUser>> {
  const isActive = query.status === undefined ? undefined : query.status === 'active';
  const approvalStatus = query.role === 'employer' ? query.approvalStatus : undefined;
  const where: SQL[] = [eq(users.role, query.role)];
  if (isActive !== undefined) where.push(eq(users.isActive, isActive));
  if (approvalStatus === 'pending') where.push(sql`coalesce(${users.approvalStatus}, 'pending') = 'pending'`);
  else if (approvalStatus) where.push(eq(users.approvalStatus, approvalStatus));
  const search = matchesWords(sql`${users.searchDoc}`, searchWords(query.q));
  if (search) where.push(search);
  const byDate = query.sort === 'newest' || query.sort === 'oldest';
  const list: PagedList = {
    from: sql`${users}`,
    where,
    id: sql`${users.id}`,
    order: [
      byDate
        ? { expr: sql`${users.createdAt}`, cast: 'timestamptz' }
        : { expr: query.sort === 'name' ? sql`${users.sortName}` : sql`${users.email}`, cast: 'text' },
      { expr: sql`${users.id}`, cast: 'uuid' },
    ],
    direction: query.sort === 'newest' ? 'desc' : 'asc',
    searched: search !== null,
  };
  const known = search ? undefined : await countUsers(db, { role: query.role, isActive, approvalStatus });
  const page = await listPage(db, list, query, known);
  const items = await inOrder(page.ids, (ids) => listWireUsers(db, { ids }));
  return { items, total: page.total, page: query.page, pageSize: query.pageSize, prev: page.prev, next: page.next };
}

export async function wireUserById(db: Executor, id: string): Promise<WireUser> {
  const [user] = await listWireUsers(db, { ids: [id] });
  if (!user) throw notFound(adminMessages.userNotFound);
  return user;
}

/** What the audit log keeps of a user: enough to know who it was, never the password hash. */
export const auditUser = (user: UserRow) => ({
  email: user.email,
  role: user.role,
  isActive: user.isActive,
  approvalStatus: user.approvalStatus,
  rejectionReason: user.rejectionReason,
});

async function lockUser(tx: Executor, id: string): Promise<UserRow> {
  const user = await lockUserRow(tx, id);
  if (!user) throw notFound(adminMessages.userNotFound);
  return user;
}

/**
 * Locks every admin row, always in id order, before a deactivation or deletion: two admins removing each
 * other at the same moment then run one after the other (no deadlock), and the second sees the first's
 * result, so the portal is never left without an active admin.
 */
async function lockAdmins(tx: Executor): Promise<void> {
  await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.id))
    .for('no key update');
}

/** Refuses to remove the caller or the last active admin (call after lockAdmins). */
async function guardAdminRemoval(tx: Executor, actorId: string, target: UserRow): Promise<void> {
  if (target.id === actorId) throw badRequest(adminMessages.notYourself);
  if (target.role !== 'admin' || !target.isActive) return;
  const [others] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true), ne(users.id, target.id)));
  if (!others || others.n === 0) throw conflict(adminMessages.lastAdmin);
}

export async function setUserActive(ctx: AppContext, actorId: string, id: string, isActive: boolean) {
  return retryingTransaction(ctx.db, async (tx) => {
    if (!isActive) await lockAdmins(tx);
    const before = await lockUser(tx, id);
    if (!isActive) await guardAdminRemoval(tx, actorId, before);
    const [after] = await tx
      .update(users)
      .set({
        isActive,
        // Deactivation ends every session at once (the guard also refuses inactive users on each request).
        tokenVersion: isActive ? before.tokenVersion : before.tokenVersion + 1,
        updatedAt: new Date(),
      })
      .where(eq(users.id, id))
      .returning();
    if (!after) throw notFound(adminMessages.userNotFound);
    if (before.isActive && !isActive) {
      await notify(tx, ctx.config, { userId: id, kind: 'account_deactivated', params: {}, link: '/contact' });
    }
    await writeAudit(tx, {
      actorId,
      action: isActive ? 'activate' : 'deactivate',
      entity: 'user',
      entityId: id,
      before: auditUser(before),
      after: auditUser(after),
    });
    return wireUserById(tx, id);
  });
}

/**
 * Deletes a user and everything that is theirs, in one transaction. The foreign keys cascade from users to
 * profiles, jobs (and their applications and saved entries), applications, saved jobs, documents, tokens and
 * files they own; files that are only referenced (a job's attachment, a logo, a resume) are deleted
 * explicitly so none is left behind whoever owns the row.
 */
export async function deleteUser(ctx: AppContext, actorId: string, id: string): Promise<void> {
  await retryingTransaction(ctx.db, async (tx) => {
    await lockAdmins(tx);
    const user = await lockUser(tx, id);
    await guardAdminRemoval(tx, actorId, user);
    // One after the other: a transaction is one connection, which runs one query at a time anyway.
    const jobCount = await tx.select({ n: sql<number>`count(*)::int` }).from(jobs).where(eq(jobs.employerId, id));
    const applicationCount = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(applications)
      .where(eq(applications.seekerId, id));
    const referenced = await tx.execute<{ id: string }>(sql`
      select ${jobs.attachmentFileId} as id from ${jobs} where ${jobs.employerId} = ${id} and ${jobs.attachmentFileId} is not null
      union select ${employerProfiles.logoFileId} from ${employerProfiles} where ${employerProfiles.userId} = ${id} and ${employerProfiles.logoFileId} is not null
      union select ${seekerProfiles.resumeFileId} from ${seekerProfiles} where ${seekerProfiles.userId} = ${id} and ${seekerProfiles.resumeFileId} is not null
      union select ${employerDocuments.fileId} from ${employerDocuments} where ${employerDocuments.employerId} = ${id}`);
    const fileIds = referenced.rows.map((row) => row.id);
    await releaseEnrolmentsOf(tx, ctx.config, id);
    await tx.delete(users).where(eq(users.id, id));
    if (fileIds.length > 0) await tx.delete(files).where(inArray(files.id, fileIds));
    await writeAudit(tx, {
      actorId,
      action: 'delete',
      entity: 'user',
      entityId: id,
      before: { ...auditUser(user), jobs: jobCount[0]?.n ?? 0, applications: applicationCount[0]?.n ?? 0 },
    });
  });
}

export async function setApproval(
  ctx: AppContext,
  actorId: string,
  id: string,
  decision: { status: 'approved' } | { status: 'rejected'; reason: string },
) {
  return retryingTransaction(ctx.db, async (tx) => {
    const before = await lockUser(tx, id);
    if (before.role !== 'employer') throw notFound(adminMessages.employerNotFound);
    const [after] = await tx
      .update(users)
      .set({
        approvalStatus: decision.status,
        rejectionReason: decision.status === 'rejected' ? decision.reason : null,
        updatedAt: new Date(),
      })
      .where(eq(users.id, id))
      .returning();
    if (!after) throw notFound(adminMessages.employerNotFound);
    // A decision the employer does not know yet (a new status, or a rejection with a new reason).
    if (before.approvalStatus !== after.approvalStatus || before.rejectionReason !== after.rejectionReason) {
      await notify(tx, ctx.config, {
        userId: id,
        kind: 'employer_decision',
        params: { status: decision.status, reason: after.rejectionReason },
        link: decision.status === 'approved' ? '/employer/dashboard' : '/employer/profile',
      });
    }
    await writeAudit(tx, {
      actorId,
      action: decision.status === 'approved' ? 'approve' : 'reject',
      entity: 'employer',
      entityId: id,
      before: auditUser(before),
      after: auditUser(after),
    });
    return wireUserById(tx, id);
  });
}

/**
 * The dashboard's figures: jobs by state as the public site shows them (jobStateCount: open = the public list's
 * total), users from the counters, applications not withdrawn.
 */
export async function adminStats(ctx: AppContext): Promise<AdminStats> {
  const today = kathmanduToday();
  const jobsIn = (state: 'open' | 'expired' | 'hidden' | 'closed') =>
    jobStateCount(ctx.db, state, today, ctx.publicCache.list.total);
  const [applied] = await ctx.db
    .select({ n: sql<string>`count(*)::text` })
    .from(applications)
    .where(ne(applications.status, 'withdrawn'));
  const employers = (approvalStatus: 'pending' | 'approved' | 'rejected') =>
    countUsers(ctx.db, { role: 'employer', approvalStatus });
  return {
    jobs: {
      open: await jobsIn('open'),
      expired: await jobsIn('expired'),
      hidden: await jobsIn('hidden'),
      closed: await jobsIn('closed'),
    },
    employers: {
      pending: await employers('pending'),
      approved: await employers('approved'),
      rejected: await employers('rejected'),
    },
    seekers: await countUsers(ctx.db, { role: 'job_seeker' }),
    applications: Number(applied?.n ?? 0),
  };
}
