import {
  type Job,
  type JobSummary,
  type LocalizedJob,
  type LocalizedJobSummary,
  type PageLanguage,
  toUser,
  type User,
} from 'shared-api';
import { jobSummarySchema, localizedJobSchema, localizedJobSummarySchema } from 'shared-api/schemas';
import { wireJob, wireUser } from 'shared-api/testing';

export const JOB_ID = '11111111-1111-4111-8111-111111111111';
export const EMPLOYER_ID = '22222222-2222-4222-8222-222222222222';

export function makeJob(overrides: Partial<Job> = {}): Job {
  return wireJob(JOB_ID, {
    title: 'Front office assistant',
    description: 'Welcome guests at our lakeside hotel.\nShifts of eight hours.',
    postedAt: '2026-03-05T04:00:00.000Z',
    updatedAt: '2026-03-05T04:00:00.000Z',
    employerId: EMPLOYER_ID,
    employer: { id: EMPLOYER_ID, companyName: 'Fewa Hotels', companyLogoUrl: null },
    jobTypeId: 'jt',
    locationId: 'loc',
    industry: { id: 'ind', name_en: 'Other', name_ne: 'अन्य', key: null },
    jobType: { id: 'jt', name_en: 'Full-time', name_ne: 'पूर्णकालीन', key: 'full-time' },
    location: { id: 'loc', name_en: 'Other', name_ne: 'अन्य', key: null },
    customIndustry: 'Hotels',
    customLocation: 'Sarangkot',
    skills: ['Customer service', 'English'],
    applicationDeadline: '2026-12-31',
    ...overrides,
  });
}

/** A job's fields as a list item has them: the description as its excerpt, the unstated ones left out. */
const asListItem = (job: Job | LocalizedJob) => ({
  ...job,
  excerpt: job.description.replace(/\s+/g, ' '),
  jobLevel: job.jobLevel ?? undefined,
  customLocation: job.customLocation ?? undefined,
  customSalary: job.customSalary ?? undefined,
  salaryMin: job.salaryMin ?? undefined,
  salaryMax: job.salaryMax ?? undefined,
  vacancies: job.vacancies ?? undefined,
});

/** A GET /jobs list item: the card's fields of makeJob. */
export function makeJobSummary(overrides: Partial<Job> = {}): JobSummary {
  return jobSummarySchema.parse(asListItem(makeJob(overrides)));
}

/**
 * makeJob as the public job page reads it (GET /public/:language/jobs/:id): its names in `language` only, the
 * catch-all entries marked, the industry named Other with both names.
 */
export function makeLocalizedJob(language: PageLanguage = 'en', overrides: Partial<LocalizedJob> = {}): LocalizedJob {
  const ne = language === 'ne';
  return localizedJobSchema.parse({
    ...makeJob(),
    industry: { id: 'ind', name: ne ? 'अन्य' : 'Other', other: true, name_en: 'Other', name_ne: 'अन्य', key: null },
    jobType: { id: 'jt', name: ne ? 'पूर्णकालीन' : 'Full-time', key: 'full-time' },
    location: { id: 'loc', name: ne ? 'अन्य' : 'Other', other: true, key: null },
    ...overrides,
  });
}

/** A GET /public/:language/jobs list item: the card's fields of makeLocalizedJob. */
export function makeLocalizedJobSummary(
  overrides: Partial<LocalizedJob> = {},
  language: PageLanguage = 'en',
): LocalizedJobSummary {
  return localizedJobSummarySchema.parse(asListItem(makeLocalizedJob(language, overrides)));
}

export function makeUser(role: User['role'], id = '33333333-3333-4333-8333-333333333333'): User {
  return toUser(wireUser(role, { id, email: 'user@example.test', fullName: 'Test User' }));
}

/** Page `page` of a public job list (GET /public/:language/jobs) with `total` jobs, ten to a page. */
export function makeJobPage(total: number, page = 1, language: PageLanguage = 'en') {
  const count = Math.max(0, Math.min(10, total - (page - 1) * 10));
  return {
    items: Array.from({ length: count }, (_, i) =>
      makeLocalizedJobSummary({ id: `job-${page}-${i}`, title: `Job ${page}-${i}` }, language),
    ),
    total,
    page,
    pageSize: 10,
  };
}
