import { randomUUID } from 'node:crypto';
import { addCalendarDays, type TrainingInput } from 'shared-api/contract';
import { expect } from 'vitest';
import { createSessionTokens } from '../src/auth/session-tokens.ts';
import { startSession } from '../src/auth/sessions.ts';
import { seekerProfiles, users } from '../src/db/schema.ts';
import { kathmanduToday } from '../src/modules/jobs/kathmandu-date.ts';
import type { TestContext } from './context.ts';
import { bearer } from './helpers.ts';

/** A yyyy-MM-dd day `days` after today in Kathmandu. */
export const dayFromToday = (days: number) => addCalendarDays(kathmanduToday(), days);

/** A complete training form (English and Nepali), starting in 30 days. */
export const trainingInput = (overrides: Partial<TrainingInput> = {}): TrainingInput => ({
  title_en: 'Building electrician',
  title_ne: 'भवन बिजुली मिस्त्री',
  description_en: 'Wiring, safety and fittings for houses and shops.',
  description_ne: 'घर र पसलका लागि तार जडान, सुरक्षा र फिटिङ।',
  category: 'technical',
  duration_en: '3 months',
  duration_ne: '३ महिना',
  schedule_en: 'Sunday to Friday, 10 am to 3 pm',
  schedule_ne: 'आइतबारदेखि शुक्रबार, बिहान १० देखि दिउँसो ३ बजेसम्म',
  venue_en: 'Damauli, Tanahun',
  venue_ne: 'दमौली, तनहुँ',
  seats: 10,
  startDate: dayFromToday(30),
  contact: '065-560201',
  ...overrides,
});

/**
 * A job seeker written straight into the tables with a session (fast: no signup mail, no password hashing), for
 * tests that need many. `language`: of their emails and notifications.
 */
export async function quickSeeker(
  ctx: TestContext,
  fullName: string,
  language: 'en' | 'ne' = 'en',
): Promise<{ id: string; email: string; token: string }> {
  const email = `seeker-${randomUUID()}@example.com`;
  const [user] = await ctx.db
    .insert(users)
    .values({ email, passwordHash: 'not-a-hash', role: 'job_seeker', emailVerifiedAt: new Date(), language })
    .returning();
  if (!user) throw new Error('seeker insert returned nothing');
  await ctx.db.insert(seekerProfiles).values({ userId: user.id, fullName, phone: '9800000000' });
  const token = await startSession(ctx.db, createSessionTokens(ctx.config.jwtSecret), user);
  return { id: user.id, email, token };
}

/** POST /api/admin/trainings as the admin; returns the created training. */
export async function createTraining(
  ctx: TestContext,
  adminToken: string,
  overrides: Partial<TrainingInput> & { status?: 'draft' | 'open' } = {},
) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/trainings',
    payload: { status: 'open', ...trainingInput(overrides) },
    headers: bearer(adminToken),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; seats: number; enrolled: number; waiting: number; status: string };
}

/** POST /api/trainings/:id/enrolment. */
export const enrolAs = (ctx: TestContext, token: string, trainingId: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/trainings/${trainingId}/enrolment`, headers: bearer(token) });
