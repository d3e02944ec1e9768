import type { Job, JobCustomNeeds, JobFormWire, LookupItem } from 'shared-api';
import {
  jobCustomTextRule,
  jobFormValuesSchema,
  jobSalaryOrderRule,
  type ScreeningQuestionForm,
  screeningQuestionToWire,
} from 'shared-api/schemas';
import { isNegotiable, isOther } from 'shared-ui';

/** What the job form edits: every field as the text a form control holds (spec section 3, Job). */
export type JobFormValues = {
  title: string;
  description: string;
  categoryId: string;
  customCategory: string;
  industryId: string;
  customIndustry: string;
  jobTypeId: string;
  salaryRangeId: string;
  customSalary: string;
  experienceLevelId: string;
  educationLevelId: string;
  locationId: string;
  customLocation: string;
  jobLevelId: string;
  /** A number box's value: a whole number, or undefined while empty (not stated). */
  vacancies: number | undefined;
  salaryMin: number | undefined;
  salaryMax: number | undefined;
  contactPerson: string;
  howToApply: string;
  benefits: string;
  duration: string;
  skills: string[];
  applicationDeadline: string;
};

export type JobFormLookups = {
  categories: readonly LookupItem[];
  industries: readonly LookupItem[];
  locations: readonly LookupItem[];
  salaryRanges: readonly LookupItem[];
};

export const EMPTY_JOB_FORM: JobFormValues = {
  title: '',
  description: '',
  categoryId: '',
  customCategory: '',
  industryId: '',
  customIndustry: '',
  jobTypeId: '',
  salaryRangeId: '',
  customSalary: '',
  experienceLevelId: '',
  educationLevelId: '',
  locationId: '',
  customLocation: '',
  jobLevelId: '',
  vacancies: undefined,
  salaryMin: undefined,
  salaryMax: undefined,
  contactPerson: '',
  howToApply: '',
  benefits: '',
  duration: '',
  skills: [],
  applicationDeadline: '',
};

/** The form's values for an existing job; a duplicate gets the title prefix (its attachment is not copied). */
export function jobToFormValues(job: Job, titlePrefix = ''): JobFormValues {
  return {
    title: `${titlePrefix}${job.title}`,
    description: job.description,
    categoryId: job.categoryId ?? '',
    customCategory: job.customCategory ?? '',
    industryId: job.industryId ?? '',
    customIndustry: job.customIndustry ?? '',
    jobTypeId: job.jobTypeId ?? '',
    salaryRangeId: job.salaryRangeId ?? '',
    customSalary: job.customSalary ?? '',
    experienceLevelId: job.experienceLevelId ?? '',
    educationLevelId: job.educationLevelId ?? '',
    locationId: job.locationId ?? '',
    customLocation: job.customLocation ?? '',
    jobLevelId: job.jobLevelId ?? '',
    vacancies: job.vacancies ?? undefined,
    salaryMin: job.salaryMin ?? undefined,
    salaryMax: job.salaryMax ?? undefined,
    contactPerson: job.contactPerson ?? '',
    howToApply: job.howToApply ?? '',
    benefits: job.benefits ?? '',
    duration: job.duration ?? '',
    skills: [...job.skills],
    applicationDeadline: job.applicationDeadline ?? '',
  };
}

const byId = (items: readonly LookupItem[], id: string | null | undefined) => items.find((item) => item.id === id);

type ChosenIds = Partial<Record<'categoryId' | 'industryId' | 'locationId' | 'salaryRangeId', string | null>>;

/** Which custom fields the chosen entries need (Other category/industry/location, negotiable salary). */
export function customNeeds(values: ChosenIds, lookups: JobFormLookups): JobCustomNeeds {
  return {
    category: isOther(byId(lookups.categories, values.categoryId)),
    industry: isOther(byId(lookups.industries, values.industryId)),
    location: isOther(byId(lookups.locations, values.locationId)),
    salary: isNegotiable(byId(lookups.salaryRanges, values.salaryRangeId) ?? null),
  };
}

/**
 * The job form's schema: the contract's job fields (title required, bounds), its custom-text rule, with
 * Other / negotiable read from the lookup lists, and the offered salary's order.
 */
export const jobFormSchema = (lookups: JobFormLookups) =>
  jobFormValuesSchema
    .superRefine(jobCustomTextRule((value) => customNeeds(value, lookups)))
    .superRefine(jobSalaryOrderRule);

/** A number box's value on the wire: '' when empty, so an edit that clears it clears the stored value. */
const wholeOnWire = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '' : String(value));

/**
 * The multipart body of POST /jobs and PUT /jobs/:id (spec section 7): custom values the chosen entries do
 * not need are cleared, skills go as a JSON string, an empty deadline is omitted.
 */
export function toJobFormData(
  values: JobFormValues,
  lookups: JobFormLookups,
  options: {
    attachment?: File | null;
    removeAttachment?: boolean;
    employerId?: string;
    /** The screening questions to store with the job (left out: the job's list stays as it is). */
    screeningQuestions?: readonly ScreeningQuestionForm[];
  } = {},
): FormData {
  const needs = customNeeds(values, lookups);
  const wire: JobFormWire = {
    title: values.title.trim(),
    description: values.description,
    categoryId: values.categoryId,
    customCategory: needs.category ? values.customCategory.trim() : '',
    industryId: values.industryId,
    customIndustry: needs.industry ? values.customIndustry.trim() : '',
    jobTypeId: values.jobTypeId,
    salaryRangeId: values.salaryRangeId,
    customSalary: needs.salary ? values.customSalary.trim() : '',
    experienceLevelId: values.experienceLevelId,
    educationLevelId: values.educationLevelId,
    locationId: values.locationId,
    customLocation: needs.location ? values.customLocation.trim() : '',
    jobLevelId: values.jobLevelId,
    vacancies: wholeOnWire(values.vacancies),
    salaryMin: wholeOnWire(values.salaryMin),
    salaryMax: wholeOnWire(values.salaryMax),
    contactPerson: values.contactPerson.trim(),
    howToApply: values.howToApply.trim(),
    benefits: values.benefits.trim(),
    duration: values.duration.trim(),
    skills: JSON.stringify(values.skills),
  };
  if (values.applicationDeadline) wire.applicationDeadline = values.applicationDeadline;
  if (options.employerId) wire.employerId = options.employerId;
  if (options.removeAttachment && !options.attachment) wire.removeAttachment = 'true';
  if (options.screeningQuestions) {
    wire.screeningQuestions = JSON.stringify(options.screeningQuestions.map(screeningQuestionToWire));
  }
  const data = new FormData();
  for (const [name, value] of Object.entries(wire)) {
    if (value !== undefined) data.append(name, value);
  }
  if (options.attachment) data.append('attachment', options.attachment);
  return data;
}
