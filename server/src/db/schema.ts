import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { MailAttachment } from '../mail/mailer.ts';
import { bytea } from './bytea.ts';
import { tsvector } from './tsvector.ts';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// ---------- lookup lists ----------
const nameColumns = () => ({
  id: id(),
  nameEn: text('name_en').notNull(),
  nameNe: text('name_ne').notNull(),
});

/**
 * A name is unique in its list per language, whatever its case or Unicode form ("beekeeping" beside
 * "Beekeeping" is refused): the key is the name lower-cased in NFC (the service trims and collapses spaces).
 */
const uniqueNames = (table: string) => (t: { nameEn: AnyPgColumn; nameNe: AnyPgColumn }) => [
  uniqueIndex(`${table}_name_en_key_idx`).on(sql`lower(normalize(${t.nameEn}, NFC))`),
  uniqueIndex(`${table}_name_ne_key_idx`).on(sql`lower(normalize(${t.nameNe}, NFC))`),
];

export const categories = pgTable(
  'categories',
  { ...nameColumns(), createdAt: createdAt() },
  uniqueNames('categories'),
);
// A job's skills are also matched to the list by these keys (search_skill_names), three times per job write.
export const skills = pgTable('skills', { ...nameColumns(), createdAt: createdAt() }, uniqueNames('skills'));
export const locations = pgTable(
  'locations',
  { ...nameColumns(), order: integer('order'), createdAt: createdAt() },
  uniqueNames('locations'),
);
export const industries = pgTable(
  'industries',
  { ...nameColumns(), order: integer('order'), createdAt: createdAt() },
  uniqueNames('industries'),
);
const keyedColumns = () => ({
  ...nameColumns(),
  key: text('key').notNull().unique(),
  order: integer('order'),
  createdAt: createdAt(),
});
export const jobTypes = pgTable('job_types', keyedColumns(), uniqueNames('job_types'));
export const experienceLevels = pgTable('experience_levels', keyedColumns(), uniqueNames('experience_levels'));
export const educationLevels = pgTable('education_levels', keyedColumns(), uniqueNames('education_levels'));
/** The level of a post (entry, mid, senior, top), a list the admin manages like the others. */
export const jobLevels = pgTable('job_levels', keyedColumns(), uniqueNames('job_levels'));
export const salaryRanges = pgTable(
  'salary_ranges',
  {
    ...nameColumns(),
    key: text('key').notNull().unique(),
    min: integer('min'),
    max: integer('max'),
    order: integer('order'),
    createdAt: createdAt(),
  },
  uniqueNames('salary_ranges'),
);

// ---------- users ----------
export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['job_seeker', 'employer', 'admin'] }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    approvalStatus: text('approval_status', { enum: ['pending', 'approved', 'rejected'] }),
    rejectionReason: text('rejection_reason'),
    tokenVersion: integer('token_version').notNull().default(0),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'set null' }),
    customLocation: text('custom_location'),
    /** The language of the user's emails and notifications (the client sends it when it changes). */
    language: text('language', { enum: ['en', 'ne'] })
      .notNull()
      .default('en'),
    /** Set when the user deleted their own account: the row stays as an anonymous tombstone (alerts README). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Display preferences: which calendar comes first ('auto' = by language) and whether the other shows. */
    calendarFirst: text('calendar_first', { enum: ['auto', 'bs', 'ad'] })
      .notNull()
      .default('auto'),
    showSecondCalendar: boolean('show_second_calendar').notNull().default(true),
    /**
     * The person's or company's name lower-cased in NFC (the admin lists sort by it), copied from the profile by
     * the profile tables' triggers (migration 0024), never written by the app.
     */
    sortName: text('sort_name').notNull().default(''),
    /** The admin lists' search: the words of the name and of the email (prefix-matched). */
    searchDoc: tsvector('search_doc').generatedAlwaysAs(
      sql`to_tsvector('simple'::regconfig, sort_name || ' ' || translate(email, '@._-+', '     ') || ' ' || email)`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The admin lists of one role: newest / oldest, by name, by email, and the search.
    index('users_role_created_idx').on(t.role, t.createdAt, t.id),
    // The seekers of the labour-market figures: registered before a day, by district (an index-only scan).
    index('users_seekers_insights_idx')
      .on(t.createdAt, t.locationId, t.deletedAt, t.id)
      .where(sql`${t.role} = 'job_seeker'`),
    index('users_role_name_idx').on(t.role, t.sortName, t.id),
    index('users_role_email_idx').on(t.role, t.email),
    index('users_search_doc_idx').using('gin', t.searchDoc),
    // Emails are stored lower-case so the unique index is case-insensitive in effect.
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('users_calendar_first', sql`${t.calendarFirst} in ('auto', 'bs', 'ad')`),
  ],
);

export const files = pgTable(
  'files',
  {
    id: id(),
    ownerId: uuid('owner_id').references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['resume', 'logo', 'document', 'attachment'] }).notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    /** Where the bytes are: in `data` ('pg'), or in the bucket under the file's id ('s3'). */
    storage: text('storage', { enum: ['pg', 's3'] })
      .notNull()
      .default('pg'),
    data: bytea('data'),
    /** Hex SHA-256 of the bytes, checked when they are read back from a bucket or moved between stores. */
    sha256: text('sha256'),
    createdAt: createdAt(),
  },
  (t) => [
    index('files_owner_idx').on(t.ownerId),
    check('files_storage_data', sql`(${t.storage} = 'pg') = (${t.data} is not null)`),
  ],
);

/**
 * Bucket objects to delete once `not_before` has passed: a deleted file's (by trigger, whatever deleted the row),
 * and one uploaded for a transaction that may still roll back (removed again when it commits).
 */
export const fileBlobGc = pgTable('file_blob_gc', {
  fileId: uuid('file_id').primaryKey(),
  notBefore: timestamp('not_before', { withTimezone: true }).notNull().defaultNow(),
});

export type PreferencesColumn = {
  expectedSalary: number;
  jobTypes: string[];
  locations: string[];
  industries: string[];
};

export const seekerProfiles = pgTable('seeker_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fullName: text('full_name').notNull().default(''),
  headline: text('headline').notNull().default(''),
  summary: text('summary').notNull().default(''),
  phone: text('phone').notNull().default(''),
  address: text('address').notNull().default(''),
  linkedinUrl: text('linkedin_url').notNull().default(''),
  skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
  preferences: jsonb('preferences')
    .$type<PreferencesColumn>()
    .notNull()
    .default({ expectedSalary: 0, jobTypes: [], locations: [], industries: [] }),
  resumeFileId: uuid('resume_file_id').references(() => files.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

export const employerProfiles = pgTable('employer_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyName: text('company_name').notNull().default(''),
  companyDescription: text('company_description').notNull().default(''),
  website: text('website').notNull().default(''),
  address: text('address').notNull().default(''),
  logoFileId: uuid('logo_file_id').references(() => files.id, { onDelete: 'set null' }),
  industryId: uuid('industry_id').references(() => industries.id, { onDelete: 'set null' }),
  customIndustry: text('custom_industry'),
  updatedAt: updatedAt(),
});

export const adminProfiles = pgTable('admin_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fullName: text('full_name').notNull().default(''),
});

export const experiences = pgTable(
  'experiences',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    company: text('company').notNull(),
    location: text('location').notNull().default(''),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    description: text('description').notNull().default(''),
    noticePeriod: text('notice_period'),
    present: boolean('present').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('experiences_user_idx').on(t.userId)],
);

export const educations = pgTable(
  'educations',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    school: text('school').notNull(),
    degree: text('degree').notNull().default(''),
    customDegree: text('custom_degree'),
    fieldOfStudy: text('field_of_study').notNull().default(''),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('educations_user_idx').on(t.userId)],
);

export const certifications = pgTable(
  'certifications',
  {
    // The client generates this id (spec section 3), so there is no default.
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    issuingOrganization: text('issuing_organization').notNull().default(''),
    issueDate: date('issue_date'),
    /**
     * Verified by the portal: the training the seeker completed (set by an administrator's completion, never by
     * the seeker's profile), with its Nepali title and when it was marked completed.
     */
    trainingId: uuid('training_id').references((): AnyPgColumn => trainings.id, { onDelete: 'restrict' }),
    nameNe: text('name_ne'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('certifications_user_idx').on(t.userId),
    uniqueIndex('certifications_training_uq').on(t.userId, t.trainingId).where(sql`${t.trainingId} is not null`),
    check(
      'certifications_verified_fields',
      sql`(${t.trainingId} is null) = (${t.completedAt} is null) and (${t.trainingId} is null) = (${t.nameNe} is null)`,
    ),
  ],
);

// ---------- jobs ----------
type InsightsColumn =
  | 'createdAt'
  | 'closedAt'
  | 'applicationDeadline'
  | 'categoryId'
  | 'locationId'
  | 'jobTypeId'
  | 'experienceLevelId'
  | 'educationLevelId'
  | 'salaryRangeId';

/** What the labour-market figures read of a job: when it was posted and ended, and the item of each list. */
const insightsColumns = (t: Record<InsightsColumn, ExtraConfigColumn>): [ExtraConfigColumn, ...ExtraConfigColumn[]] => [
  t.createdAt,
  t.closedAt,
  t.applicationDeadline,
  t.categoryId,
  t.locationId,
  t.jobTypeId,
  t.experienceLevelId,
  t.educationLevelId,
  t.salaryRangeId,
];

export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    employerId: uuid('employer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    industryId: uuid('industry_id').references(() => industries.id, { onDelete: 'set null' }),
    jobTypeId: uuid('job_type_id').references(() => jobTypes.id, { onDelete: 'set null' }),
    salaryRangeId: uuid('salary_range_id').references(() => salaryRanges.id, { onDelete: 'set null' }),
    experienceLevelId: uuid('experience_level_id').references(() => experienceLevels.id, { onDelete: 'set null' }),
    educationLevelId: uuid('education_level_id').references(() => educationLevels.id, { onDelete: 'set null' }),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'set null' }),
    jobLevelId: uuid('job_level_id').references(() => jobLevels.id, { onDelete: 'set null' }),
    /** How many people the employer hires for this post; null: not stated. */
    vacancies: integer('vacancies'),
    /** The offered monthly salary in NPR, beside the band: both (a range, or one amount when equal), or one end. */
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    contactPerson: text('contact_person'),
    howToApply: text('how_to_apply'),
    benefits: text('benefits'),
    duration: text('duration'),
    customCategory: text('custom_category'),
    customIndustry: text('custom_industry'),
    customLocation: text('custom_location'),
    customSalary: text('custom_salary'),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    applicationDeadline: date('application_deadline'),
    attachmentFileId: uuid('attachment_file_id').references(() => files.id, { onDelete: 'set null' }),
    /**
     * Keyword search text: lower-cased, NFC-normalised title, description, company name and skills.
     * Maintained by the `jobs_search_fields` trigger (migration 0002), never written by the app.
     */
    searchText: text('search_text').notNull().default(''),
    /** Lower-cased, NFC-normalised skills for the case-insensitive skills filter; trigger-maintained too. */
    skillKeys: text('skill_keys').array().notNull().default(sql`'{}'::text[]`),
    /**
     * When the job was last closed; null while it is open. Set and cleared by the `jobs_closed_at` trigger
     * (migration 0028) on every change of status, never written by the app.
     */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Plain DESC (NULLS FIRST) so `ORDER BY created_at DESC` can walk the index (see field notes).
    index('jobs_status_created_idx').on(t.status, sql`${t.createdAt} DESC`, sql`${t.id} DESC`),
    index('jobs_created_idx').on(sql`${t.createdAt} DESC`, sql`${t.id} DESC`),
    // The admin jobs list: by title, and its search (title, description, company and skills, prefix-matched).
    index('jobs_title_idx').on(sql`lower(${t.title})`, t.id),
    index('jobs_admin_search_idx').using('gin', sql`to_tsvector('simple'::regconfig, ${t.searchText})`),
    index('jobs_employer_idx').on(t.employerId, sql`${t.createdAt} DESC`),
    // The public list: open jobs in the list's exact order (created_at, id), both directions walk it. The
    // filter columns ride along so the exact total of a lookup-filtered list is an index-only scan.
    index('jobs_open_listing_idx')
      .on(
        sql`${t.createdAt} DESC`,
        sql`${t.id} DESC`,
        t.applicationDeadline,
        t.categoryId,
        t.locationId,
        t.jobTypeId,
        t.industryId,
        t.experienceLevelId,
        t.educationLevelId,
        t.salaryRangeId,
        t.jobLevelId,
      )
      .where(sql`${t.status} = 'open'`),
    // The two most used filters lead their own covering copies, so a category or location page and its total
    // read only that slice of the index (index-only scans, no heap).
    index('jobs_open_category_idx')
      .on(
        t.categoryId,
        sql`${t.createdAt} DESC`,
        sql`${t.id} DESC`,
        t.applicationDeadline,
        t.locationId,
        t.jobTypeId,
        t.industryId,
        t.experienceLevelId,
        t.educationLevelId,
        t.salaryRangeId,
      )
      .where(sql`${t.status} = 'open'`),
    index('jobs_open_location_idx')
      .on(
        t.locationId,
        sql`${t.createdAt} DESC`,
        sql`${t.id} DESC`,
        t.applicationDeadline,
        t.categoryId,
        t.jobTypeId,
        t.industryId,
        t.experienceLevelId,
        t.educationLevelId,
        t.salaryRangeId,
      )
      .where(sql`${t.status} = 'open'`),
    index('jobs_skill_keys_idx').using('gin', t.skillKeys),
    // The labour-market figures read only these columns of every job posted before a day: an index-only scan of
    // this narrow index instead of the wide rows (descriptions, search text).
    index('jobs_insights_idx').on(...insightsColumns(t), t.id),
    // The same columns by a job's end (closed, or its deadline day over on the Kathmandu clock; infinity while
    // neither): the jobs that ended in a range, or were still open after a day, are one range of it, and the end
    // is read from the index instead of converting every deadline.
    index('jobs_insights_end_idx').on(
      sql`coalesce(least(${t.closedAt}, (${t.applicationDeadline} + 1)::timestamp at time zone 'Asia/Kathmandu'), 'infinity'::timestamptz)`,
      ...insightsColumns(t),
    ),
    check('jobs_vacancies_range', sql`${t.vacancies} between 1 and 10000`),
    check('jobs_salary_min_range', sql`${t.salaryMin} >= 0`),
    check('jobs_salary_order', sql`${t.salaryMax} >= ${t.salaryMin}`),
    check('jobs_closed_at', sql`(${t.status} = 'closed') = (${t.closedAt} is not null)`),
  ],
);

/**
 * Every word of every job's search text, title and skills (words split on ASCII whitespace), numbered. Filled
 * by the job_search triggers (migration 0010), never emptied: a word no job has any more matches nothing. A
 * keyword is looked up here by substring (trigram index); a query word has no whitespace, so it occurs in a
 * text exactly when it occurs in one of the text's words.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    term: text('term').notNull().unique(),
    /**
     * The term's Devanagari runs romanized and folded (src/modules/jobs/romanize.ts) as ` w1 w2 `, '' when
     * it has none, null until the app has romanized it (a Latin query romanizes pending terms first).
     */
    roman: text('roman'),
  },
  (t) => [
    index('search_terms_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`),
    index('search_terms_roman_trgm_idx').using('gin', sql`${t.roman} gin_trgm_ops`),
    index('search_terms_roman_pending_idx').on(t.id).where(sql`${t.roman} is null`),
  ],
);

/**
 * The public list's search copy of every OPEN job (one narrow row, ~20 a page; the jobs row is ~10 a page):
 * its listing and filter columns and its words as search_terms ids (`term_ids` all words, `title_ids` and
 * `skill_ids` for relevance). Kept by statement triggers on jobs (migration 0010): any writer keeps it right,
 * in the writer's transaction. A keyword search counts, ranks and pages here by GIN overlap, never reading text.
 */
export const jobSearch = pgTable(
  'job_search',
  {
    jobId: uuid('job_id')
      .primaryKey()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    applicationDeadline: date('application_deadline'),
    categoryId: uuid('category_id'),
    industryId: uuid('industry_id'),
    jobTypeId: uuid('job_type_id'),
    salaryRangeId: uuid('salary_range_id'),
    experienceLevelId: uuid('experience_level_id'),
    educationLevelId: uuid('education_level_id'),
    locationId: uuid('location_id'),
    jobLevelId: uuid('job_level_id'),
    skillKeys: text('skill_keys').array().notNull(),
    termIds: integer('term_ids').array().notNull(),
    titleIds: integer('title_ids').array().notNull(),
    skillIds: integer('skill_ids').array().notNull(),
  },
  (t) => [
    index('job_search_created_idx').on(sql`${t.createdAt} DESC`, sql`${t.jobId} DESC`),
    index('job_search_term_ids_idx').using('gin', t.termIds),
    index('job_search_hit_ids_idx').using('gin', sql`(${t.titleIds} || ${t.skillIds})`),
    // The two commonest filters, so a keyword + filter search visits only the rows both bitmaps share.
    index('job_search_category_idx').on(t.categoryId),
    index('job_search_location_idx').on(t.locationId),
  ],
);

export const applications = pgTable(
  'applications',
  {
    id: id(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    seekerId: uuid('seeker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'viewed', 'shortlisted', 'rejected', 'withdrawn'] })
      .notNull()
      .default('pending'),
    rejectionReason: text('rejection_reason'),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    /** The seeker's note to the employer, sent with the application. */
    note: text('note'),
    /**
     * The résumé sent with the application: the profile's at the time, or none. The file stays while an
     * application holds it, even when the profile's résumé is replaced or removed (resume-service.ts).
     */
    resumeFileId: uuid('resume_file_id').references(() => files.id, { onDelete: 'set null' }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('applications_job_seeker_uq').on(t.jobId, t.seekerId),
    // A seeker's applications, and (the trainings' figures) which they made after a day and their status.
    index('applications_seeker_idx').on(t.seekerId, t.createdAt, t.status),
    // The labour-market figures: each job's applications counted and its first found from the index alone.
    index('applications_job_created_idx').on(t.jobId, t.createdAt),
    index('applications_resume_file_idx').on(t.resumeFileId),
    check('applications_status', sql`${t.status} in ('pending', 'viewed', 'shortlisted', 'rejected', 'withdrawn')`),
    check('applications_withdrawn_at', sql`(${t.status} = 'withdrawn') = (${t.withdrawnAt} is not null)`),
  ],
);

/**
 * The interview of one application after the shortlist (one per application: rescheduling replaces its time and
 * bumps `sequence`, the calendar invitation's SEQUENCE; `uid` is the invitation's UID, new when an interview is
 * scheduled again after a cancellation). The applicant's answer belongs to the current time; the outcome, once
 * recorded, is final. Gone with the application (and so with the job or the applicant's account).
 */
export const interviews = pgTable(
  'interviews',
  {
    id: id(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    uid: uuid('uid').notNull().defaultRandom(),
    sequence: integer('sequence').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    mode: text('mode', { enum: ['in_person', 'phone', 'online'] }).notNull(),
    /** The place, the phone number or the https link, as `mode` says. */
    location: text('location').notNull(),
    note: text('note'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    answer: text('answer', { enum: ['confirmed', 'reschedule_requested'] }),
    answerNote: text('answer_note'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    outcome: text('outcome', { enum: ['hired', 'not_selected'] }),
    outcomeReason: text('outcome_reason'),
    outcomeNote: text('outcome_note'),
    outcomeAt: timestamp('outcome_at', { withTimezone: true }),
    /** Who scheduled it last: the job's employer or an administrator on its behalf. */
    scheduledBy: uuid('scheduled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('interviews_application_uq').on(t.applicationId),
    check('interviews_duration', sql`${t.durationMinutes} between 15 and 480`),
    check('interviews_mode', sql`${t.mode} in ('in_person', 'phone', 'online')`),
    check('interviews_location', sql`char_length(${t.location}) between 1 and 500`),
    check(
      'interviews_note',
      sql`char_length(${t.note}) <= 1000 and char_length(${t.answerNote}) <= 1000 and char_length(${t.outcomeNote}) <= 1000`,
    ),
    check('interviews_answer', sql`(${t.answer} is null) = (${t.answeredAt} is null)`),
    check(
      'interviews_outcome',
      sql`(${t.outcome} is null) = (${t.outcomeAt} is null) and (${t.outcome} = 'not_selected') = (${t.outcomeReason} is not null)`,
    ),
    // An outcome is recorded for an interview that stands (not a cancelled one).
    check('interviews_outcome_not_cancelled', sql`${t.outcome} is null or ${t.cancelledAt} is null`),
  ],
);

/**
 * An employer's private notes on one application: read and written by the job's employer account only (not the
 * applicant, not other employers, not administrators). Gone with the application, the job or the author.
 */
export const applicationNotes = pgTable(
  'application_notes',
  {
    id: id(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('application_notes_application_idx').on(t.applicationId, t.createdAt),
    index('application_notes_author_idx').on(t.authorId),
    check('application_notes_body', sql`char_length(${t.body}) between 1 and 2000`),
  ],
);

/**
 * A job's screening questions (at most five: positions 0 to 4, unique per job, so no race can store a sixth):
 * yes/no, number, short text or one choice, each optionally required. The knockout rule: a yes/no answer equal
 * to `knockout_answer`, a number outside `accept_min`..`accept_max`, or a choice in `knockout_choices` does not
 * meet the requirement. Fixed once the job has an application (screening-service.ts); gone with the job.
 */
export const screeningQuestions = pgTable(
  'screening_questions',
  {
    id: id(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: ['yes_no', 'number', 'text', 'choice'] }).notNull(),
    text: text('text').notNull(),
    required: boolean('required').notNull().default(false),
    choices: text('choices').array().notNull().default(sql`'{}'::text[]`),
    knockoutAnswer: boolean('knockout_answer'),
    acceptMin: integer('accept_min'),
    acceptMax: integer('accept_max'),
    knockoutChoices: integer('knockout_choices').array().notNull().default(sql`'{}'::integer[]`),
  },
  (t) => [
    unique('screening_questions_job_position_uq').on(t.jobId, t.position),
    check('screening_questions_position', sql`${t.position} between 0 and 4`),
    check('screening_questions_kind', sql`${t.kind} in ('yes_no', 'number', 'text', 'choice')`),
    check('screening_questions_text', sql`char_length(${t.text}) between 1 and 200`),
    check(
      'screening_questions_choices',
      sql`(${t.kind} = 'choice') = (cardinality(${t.choices}) between 2 and 10) and (${t.kind} = 'choice' or cardinality(${t.choices}) = 0)`,
    ),
  ],
);

/**
 * A seeker's answer to one screening question, written in the transaction that creates the application:
 * `value` is a JSON boolean (yes/no), number, string (short text) or the index of the chosen choice; `meets` is
 * false for a knockout answer. Gone with the application, and deleted with the seeker's account.
 */
export const screeningAnswers = pgTable(
  'screening_answers',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => screeningQuestions.id, { onDelete: 'cascade' }),
    value: jsonb('value').$type<boolean | number | string>().notNull(),
    meets: boolean('meets').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.questionId] }),
    index('screening_answers_question_idx').on(t.questionId),
    // The applicant list's "does not meet a requirement" filter: an application's knockout answers.
    index('screening_answers_unmet_idx').on(t.applicationId).where(sql`not ${t.meets}`),
  ],
);

/**
 * The messages between a job's employer and one applicant, one thread per application. `from` is the writer's
 * side; `sender_id` is the writer (their messages are deleted with their own account). `read_at`: when the
 * recipient opened the thread. Gone with the application (and so with the job).
 */
export const applicationMessages = pgTable(
  'application_messages',
  {
    id: id(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    from: text('from', { enum: ['employer', 'job_seeker'] }).notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('application_messages_thread_idx').on(t.applicationId, t.createdAt),
    index('application_messages_sender_idx').on(t.senderId, t.createdAt),
    // The unread messages of a reader: few rows, found by thread and side.
    index('application_messages_unread_idx').on(t.applicationId, t.from).where(sql`${t.readAt} is null`),
    check('application_messages_body', sql`char_length(${t.body}) between 1 and 2000`),
  ],
);

/**
 * A message reported to the administrators by its recipient, once per message and reporter; open until an
 * administrator settles it (dismissed, or the sender deactivated).
 */
export const messageReports = pgTable(
  'message_reports',
  {
    id: id(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => applicationMessages.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    settledBy: uuid('settled_by').references(() => users.id, { onDelete: 'set null' }),
    outcome: text('outcome', { enum: ['dismissed', 'deactivated'] }),
  },
  (t) => [
    uniqueIndex('message_reports_once_uq').on(t.messageId, t.reporterId),
    index('message_reports_open_idx').on(t.createdAt, t.id).where(sql`${t.settledAt} is null`),
    index('message_reports_reporter_idx').on(t.reporterId),
    check('message_reports_reason', sql`char_length(${t.reason}) between 1 and 500`),
    check('message_reports_settled', sql`(${t.settledAt} is null) = (${t.outcome} is null)`),
  ],
);

export const savedJobs = pgTable(
  'saved_jobs',
  {
    seekerId: uuid('seeker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.seekerId, t.jobId] })],
);

export const employerDocuments = pgTable(
  'employer_documents',
  {
    id: id(),
    employerId: uuid('employer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('employer_documents_employer_idx').on(t.employerId)],
);

// ---------- mail, tokens, audit ----------
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_tokens_user_purpose_idx').on(t.userId, t.purpose)],
);

/** One row per logged-in session (the token's `sid`); logout deletes it, the guard requires it. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Every email, written in the transaction of the change that caused it and delivered by the worker
 * (src/mail/delivery-worker.ts). `id` is the message's idempotency key (`X-Portal-Message-Id`, Message-ID).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The recipient when a user (null: an anonymous alert subscriber); their pending mail goes with them. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** `account` (verification, reset), a notification kind, or `job_alert`. */
    kind: text('kind').notNull().default('account'),
    /** The action link inside, logged when no SMTP server is configured. */
    link: text('link'),
    /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /** Files sent with it (a calendar invitation): name, MIME type and text content. */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    /** Set for mails that must exist once (a closing-soon reminder, a digest): a second insert does nothing. */
    dedupeKey: text('dedupe_key').unique(),
    /**
     * Set for news that a later change makes stale (an application's status): a newer mail with the same key
     * replaces one still waiting to be sent (unique among the unsent).
     */
    replaceKey: text('replace_key'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** Given up after MAIL_MAX_ATTEMPTS. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    index('mail_outbox_user_idx').on(t.userId),
    uniqueIndex('mail_outbox_replace_key_idx')
      .on(t.replaceKey)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
  ],
);

/** The in-app list (the bell). `shown`: listed in the app; `digestPending`: waits for the daily digest email. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** What the text is built from (job title, company, status, reason…), rendered in the reader's language. */
    params: jsonb('params').$type<Record<string, string | null>>().notNull().default({}),
    /** The app path of the thing it is about. */
    link: text('link').notNull(),
    shown: boolean('shown').notNull().default(true),
    digestPending: boolean('digest_pending').notNull().default(false),
    dedupeKey: text('dedupe_key').unique(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_digest_idx').on(t.userId).where(sql`${t.digestPending}`),
  ],
);

/** A user's choice per notification kind (no row: in-app and email on, immediate). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    inApp: boolean('in_app').notNull().default(true),
    email: boolean('email').notNull().default(true),
    /** Emails of this kind once a day instead of one each (new applications). */
    digest: boolean('digest').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
    /**
     * Commit order: drawn when the entry is inserted, after the change's row lock, so of two changes to one
     * row the later commit has the higher seq (created_at is the transaction's start time).
     */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [
    index('audit_log_created_idx').on(sql`${t.createdAt} DESC`),
    index('audit_log_seq_idx').on(t.seq),
    // The admin's filters of the log: by kind of thing, by action, by who, by the thing.
    index('audit_log_entity_seq_idx').on(t.entity, t.seq),
    index('audit_log_action_seq_idx').on(t.action, t.seq),
    index('audit_log_actor_seq_idx').on(t.actorId, t.seq),
    index('audit_log_entity_id_idx').on(t.entityId),
  ],
);

/**
 * How many users there are of each role, activity and approval status (employers: pending when unset; others
 * ''), in a few shards per key so concurrent sign-ups rarely wait for each other; a total is the sum of its
 * rows. Kept by triggers on users (migration 0024) in the writer's transaction: the admin lists' exact totals
 * and the dashboard's figures at a million seekers without counting them.
 */
export const userCounts = pgTable(
  'user_counts',
  {
    role: text('role').notNull(),
    isActive: boolean('is_active').notNull(),
    approval: text('approval').notNull(),
    shard: integer('shard').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.role, t.isActive, t.approval, t.shard] })],
);

/**
 * The seekers of the labour-market figures, counted ahead: for each Kathmandu day of registration, how many live
 * seekers (not deleted) have a district (`district`, key the location id, '' for none), a set of degrees
 * (`education`, key the JSON array of their distinct lower-cased degrees, '[]' for none), a skill (`skill`, key
 * the skill trimmed, lower-cased and in NFC) and how often each typed form of a skill appears (`skill-form`,
 * label the form as typed, trimmed). Kept exact by triggers on users, educations and seeker_profiles in the
 * writer's transaction (migration 0029); never written by the app. A figure is a sum over days.
 */
export const seekerTallies = pgTable(
  'seeker_tallies',
  {
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    label: text('label').notNull(),
    day: date('day').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key, t.label, t.day] })],
);

/**
 * What seeker_tallies last counted for each live seeker (their day, district, degrees and skills): a change
 * takes these away and adds the seeker's facts as they are now. Kept by the same triggers.
 */
export const seekerTallyFacts = pgTable('seeker_tally_facts', {
  userId: uuid('user_id').primaryKey(),
  day: date('day').notNull(),
  district: text('district').notNull(),
  education: text('education').notNull(),
  skills: text('skills').array().notNull(),
});

/**
 * What the labour-market figures read of each job, kept beside it: when it was posted, the item of each list (as
 * the job has them), how many applications were ever sent to it (withdrawn ones too) and when the first was sent
 * (null with none). A row for every job; kept exact by triggers on jobs and applications in the writer's
 * transaction (migration 0031), cascades of job and account deletion included; never written by the app.
 */
export const jobApplicationTallies = pgTable(
  'job_application_tallies',
  {
    jobId: uuid('job_id')
      .primaryKey()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    categoryId: uuid('category_id'),
    locationId: uuid('location_id'),
    jobTypeId: uuid('job_type_id'),
    experienceLevelId: uuid('experience_level_id'),
    educationLevelId: uuid('education_level_id'),
    salaryRangeId: uuid('salary_range_id'),
    applications: integer('applications').notNull(),
    firstAt: timestamp('first_at', { withTimezone: true }),
  },
  (t) => [
    index('job_application_tallies_created_idx').on(t.createdAt),
    check('job_application_tallies_first_at', sql`(${t.applications} = 0) = (${t.firstAt} is null)`),
    check('job_application_tallies_applications', sql`${t.applications} >= 0`),
  ],
);

/**
 * Rate-limit counters shared by every instance: one row per key (`ip:<route>:<address>`, `login:<email>`,
 * `change-password:<userId>`), counting hits until `expires_at`, then starting a new window.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_expires_idx').on(t.expiresAt)],
);

// ---------- job alerts ----------
/** The stored search of an alert: the /jobs filters and keyword, as the list query's wire values. */
export type AlertQueryColumn = {
  q?: string;
  categoryId?: string;
  industryId?: string;
  salaryRange?: string;
  jobTypes?: string[];
  locationIds?: string[];
  experienceLevels?: string[];
  educationLevels?: string[];
  jobLevels?: string[];
  skills?: string[];
};

/**
 * A saved search mailed as a digest. `search`: a /jobs search (a user's, or an anonymous email's after double
 * opt-in); `profile`: built from the seeker's preferences at each send (one per seeker, made by a trigger).
 */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Anonymous subscriptions only (lower-case); a user's alerts go to the user's email. */
    email: text('email'),
    kind: text('kind', { enum: ['search', 'profile'] }).notNull(),
    name: text('name').notNull(),
    query: jsonb('query').$type<AlertQueryColumn>().notNull().default({}),
    frequency: text('frequency', { enum: ['daily', 'weekly'] }).notNull(),
    locale: text('locale', { enum: ['en', 'ne'] })
      .notNull()
      .default('en'),
    status: text('status', { enum: ['pending', 'active', 'paused'] }).notNull(),
    /** SHA-256 of the double opt-in link's token (anonymous, until confirmed). */
    confirmTokenHash: text('confirm_token_hash').unique(),
    /** Jobs posted after this (less a slack) are new to the alert; set by each digest run. */
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('job_alerts_user_idx').on(t.userId),
    index('job_alerts_email_idx').on(t.email),
    uniqueIndex('job_alerts_profile_uq').on(t.userId).where(sql`${t.kind} = 'profile'`),
    check('job_alerts_owner', sql`(${t.userId} is null) <> (${t.email} is null)`),
  ],
);

/** One digest per alert and period (`2026-11-23` daily, `2026-W48` weekly): the idempotency key of a send. */
export const alertDigests = pgTable(
  'alert_digests',
  {
    alertId: uuid('alert_id')
      .notNull()
      .references(() => jobAlerts.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    /** The jobs mailed (empty: nothing new, no mail sent). */
    jobIds: uuid('job_ids').array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.alertId, t.period] }),
    index('alert_digests_created_idx').on(t.alertId, t.createdAt),
  ],
);

// ---------- trainings ----------

/**
 * A skill-development course the chamber runs: texts in both languages (the contact is one text), seats, the
 * first day (a calendar day in Nepal time) and its status (TRAINING_STATUSES; the transitions are the service's).
 */
export const trainings = pgTable(
  'trainings',
  {
    id: id(),
    titleEn: text('title_en').notNull(),
    titleNe: text('title_ne').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionNe: text('description_ne').notNull(),
    category: text('category', { enum: ['hospitality', 'technical', 'agro'] }).notNull(),
    durationEn: text('duration_en').notNull(),
    durationNe: text('duration_ne').notNull(),
    scheduleEn: text('schedule_en').notNull(),
    scheduleNe: text('schedule_ne').notNull(),
    venueEn: text('venue_en').notNull(),
    venueNe: text('venue_ne').notNull(),
    seats: integer('seats').notNull(),
    startDate: date('start_date').notNull(),
    contact: text('contact').notNull(),
    status: text('status', { enum: ['draft', 'open', 'closed', 'cancelled', 'completed'] })
      .notNull()
      .default('draft'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('trainings_seats', sql`${t.seats} between 1 and 500`),
    check('trainings_category', sql`${t.category} in ('hospitality', 'technical', 'agro')`),
    check('trainings_status', sql`${t.status} in ('draft', 'open', 'closed', 'cancelled', 'completed')`),
    // The public list: open trainings from today, soonest first.
    index('trainings_status_start_idx').on(t.status, t.startDate, t.id),
    index('trainings_start_idx').on(t.startDate, t.id),
    index('trainings_created_idx').on(t.createdAt, t.id),
  ],
);

/**
 * A seeker's place in a training: `seq` is the arrival order (taken under the training's row lock, so it is the
 * order the enrolments were decided in), which orders the waiting list. One active (not withdrawn) enrolment per
 * seeker and training; a withdrawn one stays as history and the seeker may enrol again.
 */
export const trainingEnrolments = pgTable(
  'training_enrolments',
  {
    id: id(),
    trainingId: uuid('training_id')
      .notNull()
      .references(() => trainings.id, { onDelete: 'restrict' }),
    seekerId: uuid('seeker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['enrolled', 'waiting', 'withdrawn', 'attended', 'completed'] }).notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    createdAt: createdAt(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    attendedAt: timestamp('attended_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The day-before reminder was queued (claimed in the transaction that queues it). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'training_enrolments_status',
      sql`${t.status} in ('enrolled', 'waiting', 'withdrawn', 'attended', 'completed')`,
    ),
    check('training_enrolments_withdrawn', sql`(${t.status} = 'withdrawn') = (${t.withdrawnAt} is not null)`),
    check('training_enrolments_completed', sql`(${t.status} = 'completed') = (${t.completedAt} is not null)`),
    check(
      'training_enrolments_attended',
      sql`${t.status} not in ('attended', 'completed') or ${t.attendedAt} is not null`,
    ),
    uniqueIndex('training_enrolments_active_uq').on(t.trainingId, t.seekerId).where(sql`${t.status} <> 'withdrawn'`),
    index('training_enrolments_training_idx').on(t.trainingId, t.status, t.seq),
    index('training_enrolments_seeker_idx').on(t.seekerId, t.createdAt),
  ],
);

// ---------- candidates: seekers who chose to be found ----------

/**
 * A seeker's choice to be found by approved employers (docs/decisions/candidate-search.md): no row means
 * never chosen (hidden); `changed_at` records when the choice was last made either way.
 */
export const candidateVisibility = pgTable('candidate_visibility', {
  seekerId: uuid('seeker_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  visible: boolean('visible').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The search copy of every findable seeker: visible, active, not deleted (one narrow row; none for anyone
 * else). Kept by the triggers of migration 0034 on the visibility, the profile, its experience and education
 * and the user row, in the writer's transaction, so a seeker who hides is gone from the next search.
 * `term_ids`: the search_terms ids of the visible text's words (headline, summary, skills and their names in both
 * languages, experience, education, district), matched like the job search (keyword-search.ts).
 */
export const candidateSearch = pgTable(
  'candidate_search',
  {
    seekerId: uuid('seeker_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    locationId: uuid('location_id'),
    expectedSalary: integer('expected_salary').notNull(),
    experienceMonths: integer('experience_months').notNull(),
    educationKeys: text('education_keys').array().notNull(),
    skillKeys: text('skill_keys').array().notNull(),
    termIds: integer('term_ids').array().notNull(),
  },
  (t) => [
    index('candidate_search_updated_idx').on(sql`${t.updatedAt} DESC`, sql`${t.seekerId} DESC`),
    index('candidate_search_term_ids_idx').using('gin', t.termIds),
    index('candidate_search_skill_keys_idx').using('gin', t.skillKeys),
    index('candidate_search_location_idx').on(t.locationId),
  ],
);

/** An employer opened a candidate's page: one row per employer, seeker and day in Asia/Kathmandu. */
export const candidateViews = pgTable(
  'candidate_views',
  {
    employerId: uuid('employer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seekerId: uuid('seeker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.employerId, t.seekerId, t.day] }),
    index('candidate_views_seeker_idx').on(t.seekerId, t.viewedAt),
  ],
);

/**
 * An employer's invitation to a seeker to apply to one of its jobs: once per job and seeker. `applied` when the
 * seeker applied to the job, `declined` when they said no.
 */
export const candidateInvitations = pgTable(
  'candidate_invitations',
  {
    id: id(),
    employerId: uuid('employer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seekerId: uuid('seeker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'applied', 'declined'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('candidate_invitations_once_uq').on(t.jobId, t.seekerId),
    index('candidate_invitations_employer_idx').on(t.employerId, t.createdAt),
    index('candidate_invitations_seeker_idx').on(t.seekerId, t.createdAt),
    check('candidate_invitations_status', sql`${t.status} in ('pending', 'applied', 'declined')`),
    check('candidate_invitations_responded', sql`(${t.status} = 'pending') = (${t.respondedAt} is null)`),
  ],
);
