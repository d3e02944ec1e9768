import { and, count, eq } from 'drizzle-orm';
import {
  type educationInputSchema,
  type experienceInputSchema,
  OTHER_DEGREE,
  SEEKER_LIMITS,
  seekerMessages,
} from 'shared-api/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { lockUserRow } from '../../db/locks.ts';
import { educations, experiences } from '../../db/schema.ts';
import { conflict, notFound } from '../../errors.ts';
import { isUuid } from '../../http/is-uuid.ts';

type ExperienceInput = z.output<typeof experienceInputSchema>;
type EducationInput = z.output<typeof educationInputSchema>;

/**
 * A current job (present) has no end date and may have a notice period; a past job has no notice period.
 * End-after-start and the Other degree's text are rules of the contract schemas (checked with the body).
 */
export function experienceValues(input: ExperienceInput) {
  const endDate = input.present ? null : input.endDate;
  const notice = input.noticePeriod?.trim() ?? '';
  return {
    title: input.title,
    company: input.company,
    location: input.location,
    startDate: input.startDate,
    endDate,
    present: input.present,
    noticePeriod: input.present && notice ? notice : null,
    description: input.description,
  };
}

/** 'Specify Degree' is required for the Other degree and cleared for any other. */
export function educationValues(input: EducationInput) {
  const isOther = input.degree.toLowerCase() === OTHER_DEGREE;
  const custom = input.customDegree?.trim() ?? '';
  return {
    school: input.school,
    degree: isOther ? OTHER_DEGREE : input.degree,
    customDegree: isOther ? custom : null,
    fieldOfStudy: input.fieldOfStudy,
    startDate: input.startDate,
    endDate: input.endDate,
    description: input.description,
  };
}

export async function addExperience(db: Db, userId: string, input: ExperienceInput) {
  const values = experienceValues(input);
  await db.transaction(async (tx) => {
    await lockUserRow(tx, userId); // concurrent adds count one after the other
    const [row] = await tx.select({ n: count() }).from(experiences).where(eq(experiences.userId, userId));
    if ((row?.n ?? 0) >= SEEKER_LIMITS.experienceItems) throw conflict(seekerMessages.tooManyItems);
    await tx.insert(experiences).values({ ...values, userId });
  });
}

export async function updateExperience(db: Db, userId: string, id: string, input: ExperienceInput) {
  if (!isUuid(id)) throw notFound(seekerMessages.experienceNotFound);
  const values = experienceValues(input);
  const updated = await db
    .update(experiences)
    .set(values)
    .where(and(eq(experiences.id, id), eq(experiences.userId, userId)))
    .returning({ id: experiences.id });
  if (updated.length === 0) throw notFound(seekerMessages.experienceNotFound);
}

export async function deleteExperience(db: Db, userId: string, id: string) {
  if (!isUuid(id)) throw notFound(seekerMessages.experienceNotFound);
  const deleted = await db
    .delete(experiences)
    .where(and(eq(experiences.id, id), eq(experiences.userId, userId)))
    .returning({ id: experiences.id });
  if (deleted.length === 0) throw notFound(seekerMessages.experienceNotFound);
}

export async function addEducation(db: Db, userId: string, input: EducationInput) {
  const values = educationValues(input);
  await db.transaction(async (tx) => {
    await lockUserRow(tx, userId); // concurrent adds count one after the other
    const [row] = await tx.select({ n: count() }).from(educations).where(eq(educations.userId, userId));
    if ((row?.n ?? 0) >= SEEKER_LIMITS.educationItems) throw conflict(seekerMessages.tooManyItems);
    await tx.insert(educations).values({ ...values, userId });
  });
}

export async function updateEducation(db: Db, userId: string, id: string, input: EducationInput) {
  if (!isUuid(id)) throw notFound(seekerMessages.educationNotFound);
  const values = educationValues(input);
  const updated = await db
    .update(educations)
    .set(values)
    .where(and(eq(educations.id, id), eq(educations.userId, userId)))
    .returning({ id: educations.id });
  if (updated.length === 0) throw notFound(seekerMessages.educationNotFound);
}

export async function deleteEducation(db: Db, userId: string, id: string) {
  if (!isUuid(id)) throw notFound(seekerMessages.educationNotFound);
  const deleted = await db
    .delete(educations)
    .where(and(eq(educations.id, id), eq(educations.userId, userId)))
    .returning({ id: educations.id });
  if (deleted.length === 0) throw notFound(seekerMessages.educationNotFound);
}
