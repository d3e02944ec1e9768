import { z } from 'zod';
import { commonMessages } from './common-constants.ts';
import { jobFormFieldsSchema } from './employer.ts';
import { EMPLOYER_LIMITS, employerMessages } from './employer-constants.ts';
import { screeningQuestionsFormSchema } from './screening-form.ts';

/**
 * What a job form edits: the contract's multipart fields (same bounds and messages), with the skills as a list
 * (sent as a JSON string), the chosen file and removeAttachment as the form holds them (the file's type and
 * size are the server's check); the admin's employerId is chosen outside the form.
 */
export const jobFormValuesSchema = jobFormFieldsSchema
  .omit({ skills: true, removeAttachment: true, employerId: true, duplicateFrom: true, screeningQuestions: true })
  .extend({
    skills: z
      .array(z.string().trim().max(EMPLOYER_LIMITS.skill, commonMessages.skillTooLong))
      .max(EMPLOYER_LIMITS.skills, employerMessages.tooManySkills),
    attachment: z.custom<File | null>(),
    removeAttachment: z.boolean(),
    /** The screening questions as the form edits them (screening-form.ts); sent as JSON text of the contract's. */
    screeningQuestions: screeningQuestionsFormSchema.default([]),
  });

/** Which custom texts a job's chosen entries need: Other category, industry, location; a negotiable salary band. */
export type JobCustomNeeds = { category: boolean; industry: boolean; location: boolean; salary: boolean };

type CustomTexts = {
  customCategory?: string | null;
  customIndustry?: string | null;
  customLocation?: string | null;
  customSalary?: string | null;
};

const CUSTOM_TEXTS = [
  ['category', 'customCategory', employerMessages.customCategoryRequired],
  ['industry', 'customIndustry', employerMessages.customIndustryRequired],
  ['location', 'customLocation', employerMessages.customLocationRequired],
  ['salary', 'customSalary', employerMessages.customSalaryRequired],
] as const;

/**
 * The job rule of spec sections 3 and 5 as a superRefine: each custom text is required while its entry needs it.
 * Which entries are Other (or negotiable) is data (the lookup lists), so the caller says it through `needs`;
 * the server runs the same rule on its own rows (server/src/modules/jobs/job-write-service.ts).
 */
export const jobCustomTextRule =
  <T extends CustomTexts>(needs: (value: T) => JobCustomNeeds) =>
  (value: T, ctx: z.RefinementCtx) => {
    const needed = needs(value);
    for (const [entry, field, message] of CUSTOM_TEXTS) {
      if (needed[entry] && !value[field]?.trim()) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  };
