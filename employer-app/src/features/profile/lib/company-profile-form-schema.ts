import { authMessages } from 'shared-api';
import { employerMessages } from 'shared-api/area-constants';
import { employerProfileBodySchema } from 'shared-api/schemas';

/**
 * The company form on the contract's own body schema, with the rules the server checks on the merged profile
 * (it runs them after merging the stored values, so they cannot live in the body schema itself): a company name,
 * and the custom text when the chosen industry is Other.
 */
export const companyProfileFormSchema = (isOtherIndustry: (industryId: string) => boolean) =>
  employerProfileBodySchema
    .extend({
      companyName: employerProfileBodySchema.shape.companyName.unwrap().min(1, authMessages.companyNameRequired),
    })
    .superRefine((value, ctx) => {
      if (value.industryId && isOtherIndustry(value.industryId) && !value.customIndustry) {
        ctx.addIssue({ code: 'custom', path: ['customIndustry'], message: employerMessages.customIndustryRequired });
      }
    });
