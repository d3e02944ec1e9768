import type { Job, Language, NamePair } from 'shared-api';
import { displayIndustry, displayOther, lookupName } from './lookup-name.ts';

/** What the display helpers read of a job: a full Job and a list item (JobSummary) both have it. */
type KeyedName = NamePair & { key?: string | null };
type SalaryFields = { salaryRange: KeyedName | null; customSalary?: string | null };

/** A salary band is negotiable when its key is negotiable or its name says so (spec section 5). */
export function isNegotiable(range: KeyedName | null): boolean {
  if (!range) return false;
  return range.key === 'negotiable' || range.name_en.toLowerCase().includes('negotiable');
}

/** The band name, or the custom salary text for a negotiable band (falling back to the band name). */
export function jobSalary(job: SalaryFields, language: Language): string {
  const custom = job.customSalary?.trim();
  if (isNegotiable(job.salaryRange) && custom) return custom;
  if (!job.salaryRange) return custom ?? '';
  return lookupName(job.salaryRange, language);
}

export const jobLocation = (job: { location: NamePair | null; customLocation?: string | null }, language: Language) =>
  displayOther(job.location, job.customLocation, language);

export const jobCategory = (job: Pick<Job, 'category' | 'customCategory'>, language: Language) =>
  displayOther(job.category, job.customCategory, language);

export const jobIndustry = (job: Pick<Job, 'industry' | 'customIndustry'>, language: Language) =>
  displayIndustry(job.industry, job.customIndustry, language);
