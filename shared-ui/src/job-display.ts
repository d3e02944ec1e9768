import type { JobName, Language, NamePair } from 'shared-api';
import { formatNumber } from './format.ts';
import { displayIndustry, displayOther, type IndustryEntry, type LookupEntry, lookupName } from './lookup-name.ts';

// What the display helpers read of a job: a full Job, a list item (JobSummary) and their one-language forms for the
// public pages (LocalizedJob, LocalizedJobSummary) all have it.
type KeyedName = NamePair & { key?: string | null };
/** A band in one language carries the server's verdict (same rule) as its `negotiable` flag. */
type SalaryEntry = KeyedName | (JobName & { negotiable?: true });
type SalaryFields = { salaryRange: SalaryEntry | null; customSalary?: string | null };

/** A salary band is negotiable when its key is negotiable or its name says so (spec section 5). */
export function isNegotiable(range: SalaryEntry | null): boolean {
  if (!range) return false;
  if ('name' in range) return range.negotiable === true;
  return range.key === 'negotiable' || range.name_en.toLowerCase().includes('negotiable');
}

/** The band name, or the custom salary text for a negotiable band (falling back to the band name). */
export function jobSalary(job: SalaryFields, language: Language): string {
  const custom = job.customSalary?.trim();
  if (isNegotiable(job.salaryRange) && custom) return custom;
  if (!job.salaryRange) return custom ?? '';
  return lookupName(job.salaryRange, language);
}

export const jobLocation = (
  job: { location: LookupEntry | null; customLocation?: string | null },
  language: Language,
) => displayOther(job.location, job.customLocation, language);

export const jobCategory = (job: { category: LookupEntry | null; customCategory: string | null }, language: Language) =>
  displayOther(job.category, job.customCategory, language);

export const jobIndustry = (
  job: { industry: IndustryEntry | null; customIndustry: string | null },
  language: Language,
) => displayIndustry(job.industry, job.customIndustry, language);

type OfferedSalary = { salaryMin?: number | null; salaryMax?: number | null };

/**
 * The offered monthly salary in the reader's digits: a range, one amount (both ends equal), "from" (only the
 * lowest) or "up to" (only the highest); '' when none is stated. `t` is the common namespace's (`useTranslation('common')`).
 */
export function offeredSalary(
  job: OfferedSalary,
  language: Language,
  t: (key: string, values: Record<string, string>) => string,
): string {
  const min = job.salaryMin ?? null;
  const max = job.salaryMax ?? null;
  const figure = (value: number) => formatNumber(value, language);
  if (min !== null && max !== null) {
    return min === max
      ? t('offeredSalary.amount', { amount: figure(min) })
      : t('offeredSalary.range', { min: figure(min), max: figure(max) });
  }
  if (min !== null) return t('offeredSalary.from', { min: figure(min) });
  if (max !== null) return t('offeredSalary.upTo', { max: figure(max) });
  return '';
}
