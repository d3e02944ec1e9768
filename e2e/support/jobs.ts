import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { type NewAccount, verifiedAccount } from './accounts.ts';
import { sql } from './database.ts';
import { BASE_URL } from './e2e-env.ts';

/**
 * Jobs for browser tests, written with SQL for speed where a test is not about posting one (the database triggers
 * keep the search columns right; the journeys that post a job use the employer's form); lookup ids come from the
 * public API.
 */

export type Lookup = { id: string; name_en: string; name_ne: string; key?: string | null };
export type Lookups = Record<'jobTypes' | 'locations' | 'categories' | 'salaryRanges', Lookup[]>;

/** A word no other test or earlier run uses, to find this test's jobs with the keyword box. */
export function uniqueWord(prefix = 'zq'): string {
  return `${prefix}${randomUUID().replaceAll('-', '').slice(0, 10)}`;
}

async function list(request: APIRequestContext, name: string): Promise<Lookup[]> {
  const res = await request.get(`${BASE_URL}/api/${name}`);
  expect(res.status(), `GET /api/${name}`).toBe(200);
  return (await res.json()) as Lookup[];
}

export async function lookups(request: APIRequestContext): Promise<Lookups> {
  const [jobTypes, locations, categories, salaryRanges] = await Promise.all([
    list(request, 'job-types'),
    list(request, 'locations'),
    list(request, 'categories'),
    list(request, 'salary-ranges'),
  ]);
  return { jobTypes, locations, categories, salaryRanges };
}

export function byName(items: Lookup[], name: string): Lookup {
  const found = items.find((item) => item.name_en.toLowerCase() === name.toLowerCase());
  if (!found) throw new Error(`No lookup named ${name} in ${items.map((item) => item.name_en).join(', ')}`);
  return found;
}

export type Employer = NewAccount & { id: string };

/** A verified employer, approved by SQL (approval itself is another test's subject). */
export async function approvedEmployer(request: APIRequestContext, companyName: string): Promise<Employer> {
  const account = await verifiedAccount(request, 'employer', companyName);
  const result = await sql("update users set approval_status = 'approved' where email = $1 returning id", [
    account.email.toLowerCase(),
  ]);
  const id = result.rows[0]?.id as string | undefined;
  if (!id) throw new Error(`No employer ${account.email}`);
  return { ...account, id };
}

export type NewJob = {
  title: string;
  description?: string;
  status?: 'open' | 'closed';
  jobTypeId?: string | null;
  locationId?: string | null;
  categoryId?: string | null;
  salaryRangeId?: string | null;
  customLocation?: string | null;
  skills?: string[];
  /** yyyy-MM-dd */
  applicationDeadline?: string | null;
  /** Seconds before now; spreads creation times so newest/oldest order is certain. */
  ageSeconds?: number;
};

export async function insertJob(employerId: string, job: NewJob): Promise<string> {
  const result = await sql(
    `insert into jobs (title, description, status, employer_id, job_type_id, location_id, category_id,
       salary_range_id, custom_location, skills, application_deadline, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now() - make_interval(secs => $12), now())
     returning id`,
    [
      job.title,
      job.description ?? `${job.title}: a full description of the work, the team and the place of work.`,
      job.status ?? 'open',
      employerId,
      job.jobTypeId ?? null,
      job.locationId ?? null,
      job.categoryId ?? null,
      job.salaryRangeId ?? null,
      job.customLocation ?? null,
      job.skills ?? [],
      job.applicationDeadline ?? null,
      job.ageSeconds ?? 0,
    ],
  );
  return result.rows[0].id as string;
}
