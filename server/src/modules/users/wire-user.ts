import { asc, eq } from 'drizzle-orm';
import type { Certification, Education, Experience, WireUser } from 'shared-api/contract';
import type { Db } from '../../db/client.ts';
import { readsTogether } from '../../db/reads.ts';
import {
  adminProfiles,
  certifications,
  educations,
  employerDocuments,
  employerProfiles,
  experiences,
  files,
  industries,
  locations,
  seekerProfiles,
  type users,
} from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

const iso = (value: Date) => value.toISOString();

export const fileUrl = (fileId: string) => `/api/files/${fileId}`;
export const resumeUrl = (fileId: string) => `/api/users/resume/${fileId}`;

/** One experience row in its wire shape (also used for applicants). */
export const toWireExperience = (e: typeof experiences.$inferSelect): Experience => ({
  id: e.id,
  title: e.title,
  company: e.company,
  location: e.location,
  startDate: e.startDate,
  endDate: e.endDate,
  description: e.description,
  noticePeriod: e.noticePeriod,
  present: e.present,
});

/** One education row in its wire shape (also used for applicants). */
export const toWireEducation = (e: typeof educations.$inferSelect): Education => ({
  id: e.id,
  school: e.school,
  degree: e.degree,
  customDegree: e.customDegree,
  fieldOfStudy: e.fieldOfStudy,
  startDate: e.startDate,
  endDate: e.endDate,
  description: e.description,
});

/** The one place a user becomes its wire shape (flat role fields, spec section 3). */
export async function toWireUser(db: Db, user: UserRow): Promise<WireUser> {
  const location = user.locationId
    ? (await db.select().from(locations).where(eq(locations.id, user.locationId)))[0]
    : undefined;
  const base: WireUser = {
    id: user.id,
    email: user.email,
    role: user.role,
    isActive: user.isActive,
    emailVerified: user.emailVerifiedAt !== null,
    approvalStatus: user.role === 'employer' ? (user.approvalStatus ?? 'pending') : null,
    rejectionReason: user.rejectionReason,
    createdAt: iso(user.createdAt),
    locationId: user.locationId,
    customLocation: user.customLocation,
    locationInfo: location
      ? { name_en: location.nameEn, name_ne: location.nameNe, customLocation: user.customLocation }
      : null,
  };
  if (user.role === 'admin') {
    const [profile] = await db.select().from(adminProfiles).where(eq(adminProfiles.userId, user.id));
    return { ...base, fullName: profile?.fullName ?? '' };
  }
  if (user.role === 'employer') return { ...base, ...(await employerFields(db, user.id)) };
  return { ...base, ...(await seekerFields(db, user.id)) };
}

async function employerFields(db: Db, userId: string): Promise<Partial<WireUser>> {
  const [row] = await db
    .select({ profile: employerProfiles, industry: industries })
    .from(employerProfiles)
    .leftJoin(industries, eq(industries.id, employerProfiles.industryId))
    .where(eq(employerProfiles.userId, userId));
  const documents = await db
    .select()
    .from(employerDocuments)
    .where(eq(employerDocuments.employerId, userId))
    .orderBy(asc(employerDocuments.createdAt));
  const profile = row?.profile;
  return {
    companyName: profile?.companyName ?? '',
    companyDescription: profile?.companyDescription ?? '',
    website: profile?.website ?? '',
    address: profile?.address ?? '',
    companyLogoUrl: profile?.logoFileId ? fileUrl(profile.logoFileId) : null,
    documents: documents.map((d) => ({ id: d.id, fileName: d.fileName, createdAt: iso(d.createdAt) })),
    industryId: profile?.industryId ?? null,
    industry: row?.industry ? { name_en: row.industry.nameEn, name_ne: row.industry.nameNe } : null,
    customIndustry: profile?.customIndustry ?? null,
  };
}

/** A certification; one the portal verified (a completed training) also carries its training and Nepali name. */
export function toWireCertification(c: typeof certifications.$inferSelect): Certification {
  const own = { id: c.id, name: c.name, issuingOrganization: c.issuingOrganization, issueDate: c.issueDate };
  if (!c.trainingId || !c.completedAt) return own;
  return {
    ...own,
    verified: true,
    name_ne: c.nameNe ?? c.name,
    trainingId: c.trainingId,
    completedAt: c.completedAt.toISOString(),
  };
}

async function seekerFields(db: Db, userId: string): Promise<Partial<WireUser>> {
  const [row] = await db
    .select({ profile: seekerProfiles, resumeFileName: files.fileName })
    .from(seekerProfiles)
    .leftJoin(files, eq(files.id, seekerProfiles.resumeFileId))
    .where(eq(seekerProfiles.userId, userId));
  const [experienceRows, educationRows, certificationRows] = await readsTogether(db, [
    () => db.select().from(experiences).where(eq(experiences.userId, userId)).orderBy(asc(experiences.startDate)),
    () => db.select().from(educations).where(eq(educations.userId, userId)).orderBy(asc(educations.startDate)),
    () =>
      db.select().from(certifications).where(eq(certifications.userId, userId)).orderBy(asc(certifications.createdAt)),
  ]);
  const profile = row?.profile;
  return {
    fullName: profile?.fullName ?? '',
    headline: profile?.headline ?? '',
    summary: profile?.summary ?? '',
    resumeUrl: profile?.resumeFileId ? resumeUrl(profile.resumeFileId) : null,
    resumeFileName: row?.resumeFileName ?? null,
    linkedinUrl: profile?.linkedinUrl ?? '',
    contact: { phone: profile?.phone ?? '', address: profile?.address ?? '' },
    skills: profile?.skills ?? [],
    certifications: certificationRows.map(toWireCertification),
    preferences: profile?.preferences ?? { expectedSalary: 0, jobTypes: [], locations: [], industries: [] },
    experience: experienceRows.map(toWireExperience),
    education: educationRows.map(toWireEducation),
  };
}
