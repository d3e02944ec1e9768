import { and, eq, inArray, isNotNull, isNull, ne, or } from 'drizzle-orm';
import { seekerMessages, seekerProfileUpdateSchema } from 'shared-api/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import { lockUserRow } from '../../db/locks.ts';
import { onConstraint } from '../../db/pg-errors.ts';
import { readsTogether } from '../../db/reads.ts';
import { certifications, industries, jobTypes, locations, seekerProfiles, users } from '../../db/schema.ts';
import { badRequest, conflict } from '../../errors.ts';
import { parseBody } from '../../http/parse-body.ts';
import type { UserRow } from '../users/wire-user.ts';

type ProfileUpdate = z.output<typeof seekerProfileUpdateSchema>;

const isOtherName = (name: string) => name.trim().toLowerCase() === 'other';

/** Trimmed, NFC, empty dropped, duplicates (case-insensitive) dropped keeping the first spelling. */
export function normaliseSkills(skills: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of skills) {
    const skill = raw.normalize('NFC').trim().replace(/\s+/g, ' ');
    const key = skill.toLowerCase();
    if (!skill || seen.has(key)) continue;
    seen.add(key);
    result.push(skill);
  }
  return result;
}

const unique = <T>(values: readonly T[]) => [...new Set(values)];

/** The location pair to store: custom text only (and then required) for the entry named Other. */
async function resolveLocation(
  db: Executor,
  locationId: string | null,
  customLocation: string | null | undefined,
): Promise<{ locationId: string | null; customLocation: string | null }> {
  if (!locationId) return { locationId: null, customLocation: null };
  const [location] = await db.select().from(locations).where(eq(locations.id, locationId));
  if (!location) throw badRequest(seekerMessages.locationUnknown);
  if (!isOtherName(location.nameEn)) return { locationId, customLocation: null };
  const custom = customLocation?.trim() ?? '';
  if (!custom) throw badRequest(seekerMessages.customLocationRequired);
  return { locationId, customLocation: custom };
}

async function checkPreferences(db: Executor, preferences: NonNullable<ProfileUpdate['preferences']>) {
  const cleaned = {
    expectedSalary: preferences.expectedSalary,
    jobTypes: unique(preferences.jobTypes.filter(Boolean)),
    locations: unique(preferences.locations),
    industries: unique(preferences.industries),
  };
  const [types, places, sectors] = await readsTogether(db, [
    async () =>
      cleaned.jobTypes.length
        ? db.select({ key: jobTypes.key }).from(jobTypes).where(inArray(jobTypes.key, cleaned.jobTypes))
        : [],
    async () =>
      cleaned.locations.length
        ? db.select({ id: locations.id }).from(locations).where(inArray(locations.id, cleaned.locations))
        : [],
    async () =>
      cleaned.industries.length
        ? db.select({ id: industries.id }).from(industries).where(inArray(industries.id, cleaned.industries))
        : [],
  ]);
  if (
    types.length !== cleaned.jobTypes.length ||
    places.length !== cleaned.locations.length ||
    sectors.length !== cleaned.industries.length
  ) {
    throw badRequest(seekerMessages.preferenceUnknown);
  }
  return cleaned;
}

/**
 * PUT /users/profile for a job seeker: every section sent replaces the stored one, in one transaction
 * (a refused request changes nothing). Returns the user row (for toWireUser).
 */
export async function updateSeekerProfile(ctx: AppContext, user: UserRow, body: unknown): Promise<UserRow> {
  const input = parseBody(seekerProfileUpdateSchema, body);
  const certificationList = input.certifications;
  if (certificationList) {
    const ids = certificationList.map((c) => c.id.toLowerCase());
    if (new Set(ids).size !== ids.length) throw badRequest(seekerMessages.certificationIdInvalid);
  }
  return ctx.db.transaction(async (tx) => {
    // Two saves of one profile at once run one after the other (the certification list is replaced whole).
    await lockUserRow(tx, user.id);
    const preferences = input.preferences ? await checkPreferences(tx, input.preferences) : undefined;
    const profile: Partial<typeof seekerProfiles.$inferInsert> = {};
    if (input.fullName !== undefined) profile.fullName = input.fullName;
    if (input.headline !== undefined) profile.headline = input.headline;
    if (input.summary !== undefined) profile.summary = input.summary;
    if (input.contact) {
      profile.phone = input.contact.phone;
      profile.address = input.contact.address;
    }
    if (input.linkedinUrl !== undefined) profile.linkedinUrl = input.linkedinUrl;
    if (input.skills) profile.skills = normaliseSkills(input.skills);
    if (preferences) profile.preferences = preferences;
    // Signup creates the row; a seeker made another way (an admin's role change) gets one here.
    await tx
      .insert(seekerProfiles)
      .values({ userId: user.id, ...profile, updatedAt: new Date() })
      .onConflictDoUpdate({ target: seekerProfiles.userId, set: { ...profile, updatedAt: new Date() } });

    let row = user;
    if (input.locationId !== undefined) {
      const location = await resolveLocation(tx, input.locationId, input.customLocation);
      const [updated] = await tx
        .update(users)
        .set({ ...location, updatedAt: new Date() })
        .where(eq(users.id, user.id))
        .returning();
      if (updated) row = updated;
    }

    if (certificationList) {
      const ids = certificationList.map((c) => c.id);
      let verified = new Set<string>();
      if (ids.length > 0) {
        const taken = await tx
          .select({ id: certifications.id, userId: certifications.userId })
          .from(certifications)
          .where(
            and(
              inArray(certifications.id, ids),
              or(ne(certifications.userId, user.id), isNotNull(certifications.trainingId)),
            ),
          );
        if (taken.some((c) => c.userId !== user.id)) throw conflict(seekerMessages.certificationIdTaken);
        verified = new Set(taken.map((c) => c.id));
      }
      // The list replaces the seeker's own certifications; the ones the portal verified (a completed training)
      // are not the seeker's to change: they stay as they are, whatever the list says about them.
      const own = certificationList.filter((c) => !verified.has(c.id.toLowerCase()));
      await tx.delete(certifications).where(and(eq(certifications.userId, user.id), isNull(certifications.trainingId)));
      if (own.length > 0) {
        // created_at keeps the list's order (the wire user lists certifications by it).
        const base = Date.now();
        // Another seeker may take one of these ids between the check above and this insert.
        await onConstraint(
          () =>
            tx.insert(certifications).values(
              own.map((c, index) => ({
                id: c.id,
                userId: user.id,
                name: c.name,
                issuingOrganization: c.issuingOrganization,
                issueDate: c.issueDate,
                createdAt: new Date(base + index),
              })),
            ),
          { uniqueViolation: () => conflict(seekerMessages.certificationIdTaken) },
        );
      }
    }
    return row;
  });
}
