import type { Job } from 'shared-api/contract';

/**
 * Google's credential categories (JobPosting educationRequirements.credentialCategory) for the education levels' keys;
 * below SEE asks for no credential. SEE (grade 10) and +2 (grade 12) are the school-leaving levels.
 */
const CREDENTIAL_CATEGORIES: Record<string, string | null> = {
  'below-see': null,
  see: 'high school',
  'plus-two': 'high school',
  diploma: 'professional certificate',
  bachelor: 'bachelor degree',
  master: 'postgraduate degree',
};

/** The least experience each level asks for, in months (null: none, fresher and under a year). */
const MONTHS_OF_EXPERIENCE: Record<string, number | null> = {
  fresher: null,
  '0-1': null,
  '1-3': 12,
  '3-5': 36,
  '5+': 60,
};

const NO_REQUIREMENTS = 'no requirements';

/** JobPosting educationRequirements of a job's education level; undefined for a level it does not know. */
export function educationRequirements(job: Pick<Job, 'educationLevel'>): unknown {
  const key = job.educationLevel?.key;
  if (!key || !Object.hasOwn(CREDENTIAL_CATEGORIES, key)) return undefined;
  const category = CREDENTIAL_CATEGORIES[key];
  return category ? { '@type': 'EducationalOccupationalCredential', credentialCategory: category } : NO_REQUIREMENTS;
}

/** JobPosting experienceRequirements of a job's experience level; undefined for a level it does not know. */
export function experienceRequirements(job: Pick<Job, 'experienceLevel'>): unknown {
  const key = job.experienceLevel?.key;
  if (!key || !Object.hasOwn(MONTHS_OF_EXPERIENCE, key)) return undefined;
  const months = MONTHS_OF_EXPERIENCE[key];
  return months ? { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: months } : NO_REQUIREMENTS;
}

/**
 * JobPosting baseSalary of a salary band (docs/decisions/open-ended-salary-bands.md): a band with both bounds is a
 * range; an open-ended one ("50,000+", "below 10,000") gives the one bound it has, as minValue or maxValue, never a
 * single `value` (an exact pay nobody offered) or a made-up second bound; a band without figures (negotiable) none.
 * An offered amount (both ends equal) is one `value`.
 */
export function baseSalary(band: { min: number | null; max: number | null } | null | undefined): unknown {
  if (!band || (band.min === null && band.max === null)) return undefined;
  if (band.min === band.max) {
    return {
      '@type': 'MonetaryAmount',
      currency: 'NPR',
      value: { '@type': 'QuantitativeValue', value: band.min, unitText: 'MONTH' },
    };
  }
  return {
    '@type': 'MonetaryAmount',
    currency: 'NPR',
    value: {
      '@type': 'QuantitativeValue',
      ...(band.min !== null ? { minValue: band.min } : {}),
      ...(band.max !== null ? { maxValue: band.max } : {}),
      unitText: 'MONTH',
    },
  };
}
