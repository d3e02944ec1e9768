import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  categories,
  educationLevels,
  employerProfiles,
  experienceLevels,
  files,
  industries,
  jobLevels,
  jobs,
  jobTypes,
  locations,
  salaryRanges,
  users,
} from '../src/db/schema.ts';
import type { TestContext } from './context.ts';
import { bearer, createVerifiedUser, login } from './helpers.ts';

export type JobInsert = typeof jobs.$inferInsert;

/** A signed-up, verified (and for employers approved) user with its id and a session token. */
export async function createAccount(
  ctx: TestContext,
  role: 'job_seeker' | 'employer' | 'admin',
  options: { companyName?: string } = {},
) {
  const { email, password } = await createVerifiedUser(ctx, role === 'admin' ? 'job_seeker' : role);
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  if (role === 'admin') await ctx.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
  if (role === 'employer') {
    await ctx.db.update(users).set({ approvalStatus: 'approved' }).where(eq(users.id, user.id));
    if (options.companyName) {
      await ctx.db
        .update(employerProfiles)
        .set({ companyName: options.companyName })
        .where(eq(employerProfiles.userId, user.id));
    }
  }
  const token = await login(ctx, email, password, role);
  return { id: user.id, email, token };
}

/** A job inserted straight into the table (fast); `employerId` is required, everything else has a default. */
export async function createJob(ctx: TestContext, overrides: Partial<JobInsert> & { employerId: string }) {
  const [job] = await ctx.db
    .insert(jobs)
    .values({ title: 'Test job', description: 'A job used by a test.', ...overrides })
    .returning();
  if (!job) throw new Error('job insert returned nothing');
  return job;
}

/** The seeded lookup rows, by English name or key. */
export async function lookups(ctx: TestContext) {
  const [category, industry, location, jobType, experience, education, salary, level] = await Promise.all([
    ctx.db.select().from(categories),
    ctx.db.select().from(industries),
    ctx.db.select().from(locations),
    ctx.db.select().from(jobTypes),
    ctx.db.select().from(experienceLevels),
    ctx.db.select().from(educationLevels),
    ctx.db.select().from(salaryRanges),
    ctx.db.select().from(jobLevels),
  ]);
  const byName =
    <T extends { nameEn: string }>(rows: T[]) =>
    (name: string) => {
      const row = rows.find((r) => r.nameEn === name);
      if (!row) throw new Error(`no lookup ${name}`);
      return row;
    };
  const byKey =
    <T extends { key: string }>(rows: T[]) =>
    (key: string) => {
      const row = rows.find((r) => r.key === key);
      if (!row) throw new Error(`no lookup key ${key}`);
      return row;
    };
  return {
    category: byName(category),
    industry: byName(industry),
    location: byName(location),
    jobType: byKey(jobType),
    experience: byKey(experience),
    education: byKey(education),
    salary: byKey(salary),
    level: byKey(level),
  };
}

export async function createFile(
  ctx: TestContext,
  values: {
    ownerId: string;
    kind: 'resume' | 'logo' | 'document' | 'attachment';
    fileName: string;
    mimeType: string;
    data: Buffer;
  },
) {
  const [file] = await ctx.db
    .insert(files)
    .values({ ...values, size: values.data.length })
    .returning({ id: files.id });
  if (!file) throw new Error('file insert returned nothing');
  return file;
}

/** yyyy-MM-dd `days` from the given date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * An admin renames the location named `nameEn` in Nepali (through the API); resolves once `heardBy` (another instance
 * on the same database) has heard the change.
 */
export async function renameLocationNe(ctx: TestContext, heardBy: FastifyInstance, nameEn: string, nameNe: string) {
  const admin = await createAccount(ctx, 'admin');
  const [row] = await ctx.db.select().from(locations).where(eq(locations.nameEn, nameEn));
  if (!row) throw new Error(`no location ${nameEn}`);
  const heard = heardBy.publicCache.nextInvalidation();
  const res = await ctx.app.inject({
    method: 'PUT',
    url: `/api/locations/${row.id}`,
    headers: bearer(admin.token),
    payload: { name_en: nameEn, name_ne: nameNe, order: row.order },
  });
  if (res.statusCode !== 200) throw new Error(`the rename answered ${res.statusCode}: ${res.body}`);
  if (!(await heard)) throw new Error('the other instance did not hear the rename');
}
