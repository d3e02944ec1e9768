import type {
  Job,
  JobName,
  JobSummary,
  JobsPage,
  LocalizedJob,
  LocalizedJobSummary,
  LocalizedJobsPage,
  LookupRef,
  NamePair,
  PageLanguage,
} from 'shared-api/contract';
import { nameIn } from '../lookups/localized-lookups-service.ts';
import { isNegotiableBand, isOtherName } from '../lookups/other-entry.ts';

// The public pages' answers: a job's lookup names in the page's language only, the catch-all entry and a
// negotiable band marked by the server's own rules (so the browser needs no English name to apply them).

function jobName(pair: NamePair, language: PageLanguage): JobName {
  const name = nameIn(pair, language);
  return isOtherName(pair.name_en) ? { name, other: true } : { name };
}

function salaryName(band: NamePair & { key?: string | null }, language: PageLanguage) {
  const name = jobName(band, language);
  return isNegotiableBand(band.key, band.name_en) ? { ...name, negotiable: true as const } : name;
}

function jobRef(ref: LookupRef, language: PageLanguage) {
  const name = { id: ref.id, ...jobName(ref, language) };
  return ref.key === undefined ? name : { ...name, key: ref.key };
}

const optional = <T, R>(value: T | null, map: (value: T) => R): R | null => (value ? map(value) : null);

/** An industry in `language`; the one named Other keeps both names (spec section 3). */
export function localizeIndustry(industry: LookupRef | null, language: PageLanguage): LocalizedJob['industry'] {
  if (!industry) return null;
  const ref = jobRef(industry, language);
  return ref.other ? { ...ref, name_en: industry.name_en, name_ne: industry.name_ne } : ref;
}

/** A job with its lookup names in `language`; an industry named Other keeps both names (spec section 3). */
export function localizeJob(job: Job, language: PageLanguage): LocalizedJob {
  const ref = (value: LookupRef | null) => optional(value, (item) => jobRef(item, language));
  return {
    ...job,
    category: ref(job.category),
    industry: localizeIndustry(job.industry, language),
    jobType: ref(job.jobType),
    salaryRange: optional(job.salaryRange, (band) => ({ ...jobRef(band, language), ...salaryName(band, language) })),
    experienceLevel: ref(job.experienceLevel),
    educationLevel: ref(job.educationLevel),
    location: ref(job.location),
    jobLevel: ref(job.jobLevel),
  };
}

/** A list item with its lookup names in `language`. */
export function localizeSummary(summary: JobSummary, language: PageLanguage): LocalizedJobSummary {
  const { jobLevel, ...rest } = summary;
  return {
    ...rest,
    jobType: optional(summary.jobType, (item) => jobName(item, language)),
    ...(jobLevel ? { jobLevel: jobName(jobLevel, language) } : {}),
    location: optional(summary.location, (item) => jobName(item, language)),
    salaryRange: optional(summary.salaryRange, (band) => salaryName(band, language)),
  };
}

/** A search page with its items' lookup names in `language`. */
export function localizeJobsPage(page: JobsPage, language: PageLanguage): LocalizedJobsPage {
  return { ...page, items: page.items.map((item) => localizeSummary(item, language)) };
}
