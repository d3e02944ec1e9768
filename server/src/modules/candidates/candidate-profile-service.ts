import { and, desc, eq, sql } from 'drizzle-orm';
import { type CandidateProfile, candidateMessages, type SentInvitation } from 'shared-api/contract';
import type { Db, Executor } from '../../db/client.ts';
import {
  applications,
  candidateInvitations,
  candidateSearch,
  candidateViews,
  educations,
  experiences,
  jobs,
  locations,
  seekerProfiles,
  users,
} from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { isUuid } from '../../http/is-uuid.ts';
import { toLookupRef } from '../jobs/job-serializer.ts';
import { kathmanduToday } from '../jobs/kathmandu-date.ts';
import type { UserRow } from '../users/wire-user.ts';
import { requireApprovedEmployer } from './candidate-access.ts';
import { displayName } from './display-name.ts';

/** The employer's invitations to this seeker, newest first. */
export async function invitationsTo(
  executor: Executor,
  employerId: string,
  seekerId: string,
): Promise<SentInvitation[]> {
  const rows = await executor
    .select({ invitation: candidateInvitations, jobTitle: jobs.title })
    .from(candidateInvitations)
    .innerJoin(jobs, eq(jobs.id, candidateInvitations.jobId))
    .where(and(eq(candidateInvitations.employerId, employerId), eq(candidateInvitations.seekerId, seekerId)))
    .orderBy(desc(candidateInvitations.createdAt));
  return rows.map(({ invitation, jobTitle }) => ({
    id: invitation.id,
    jobId: invitation.jobId,
    jobTitle,
    status: invitation.status,
    createdAt: invitation.createdAt.toISOString(),
  }));
}

/** Whether the seeker applied to one of the employer's jobs (which shares their contact details with it). */
async function appliedToEmployer(db: Db, employerId: string, seekerId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.seekerId, seekerId), eq(jobs.employerId, employerId)))
    .limit(1);
  return row !== undefined;
}

/**
 * GET /employer/candidates/:id: a findable seeker's visible parts (docs/decisions/candidate-search.md), and a
 * profile view recorded: one per employer, seeker and Kathmandu day (the constraint), its time the latest.
 */
export async function candidateProfile(db: Db, actor: UserRow, seekerId: string): Promise<CandidateProfile> {
  requireApprovedEmployer(actor);
  if (!isUuid(seekerId)) throw notFound(candidateMessages.notFound);
  const [row] = await db
    .select({
      search: candidateSearch,
      profile: seekerProfiles,
      email: users.email,
      location: { id: locations.id, nameEn: locations.nameEn, nameNe: locations.nameNe },
    })
    .from(candidateSearch)
    .innerJoin(seekerProfiles, eq(seekerProfiles.userId, candidateSearch.seekerId))
    .innerJoin(users, eq(users.id, candidateSearch.seekerId))
    .leftJoin(locations, eq(locations.id, candidateSearch.locationId))
    .where(eq(candidateSearch.seekerId, seekerId));
  if (!row) throw notFound(candidateMessages.notFound);
  await db
    .insert(candidateViews)
    .values({ employerId: actor.id, seekerId, day: kathmanduToday() })
    .onConflictDoUpdate({
      target: [candidateViews.employerId, candidateViews.seekerId, candidateViews.day],
      set: { viewedAt: sql`now()` },
    });
  const [experienceRows, educationRows, invitations, applied] = await Promise.all([
    db.select().from(experiences).where(eq(experiences.userId, seekerId)).orderBy(desc(experiences.startDate)),
    db.select().from(educations).where(eq(educations.userId, seekerId)).orderBy(desc(educations.startDate)),
    invitationsTo(db, actor.id, seekerId),
    appliedToEmployer(db, actor.id, seekerId),
  ]);
  const { search, profile } = row;
  return {
    id: seekerId,
    displayName: displayName(profile.fullName),
    headline: profile.headline,
    summary: profile.summary,
    skills: profile.skills,
    location: toLookupRef(row.location),
    experienceMonths: search.experienceMonths,
    expectedSalary: search.expectedSalary,
    updatedAt: search.updatedAt.toISOString(),
    experience: experienceRows.map((e) => ({
      title: e.title,
      company: e.company,
      location: e.location,
      startDate: e.startDate,
      endDate: e.endDate,
      present: e.present,
      description: e.description,
    })),
    education: educationRows.map((e) => ({
      degree: e.degree,
      customDegree: e.customDegree,
      fieldOfStudy: e.fieldOfStudy,
      school: e.school,
      startDate: e.startDate,
      endDate: e.endDate,
    })),
    contact: applied ? { fullName: profile.fullName, email: row.email, phone: profile.phone } : null,
    invitations,
  };
}
