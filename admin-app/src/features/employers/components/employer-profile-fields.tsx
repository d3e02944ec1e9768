import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminEmployerProfile, WireUser } from 'shared-api';
import { employerMessages } from 'shared-api/area-constants';
import { FormField, FormLookupSelect, FormTextArea } from 'shared-ui/form';
import { NAMESPACE } from '../../../i18n/namespace.ts';

/** The profile part of the admin's employer forms, as the contract's `profile` object. */
export const profileDefaults = (employer: WireUser | null): AdminEmployerProfile => ({
  companyName: employer?.companyName ?? '',
  website: employer?.website ?? '',
  address: employer?.address ?? '',
  description: employer?.companyDescription ?? '',
  industryId: employer?.industryId ?? null,
  customIndustry: employer?.customIndustry ?? '',
});

/** Whether an industry id is the Other industry (shared-ui's useIsOther('industries')). */
type IsOther = (id: string | null | undefined) => boolean;

type WithProfile = { profile: { industryId?: string | null; customIndustry?: string | null } };

/**
 * The one rule of the admin's employer forms only the lookups know, added to the contract's body with `refine`:
 * the Other industry needs its text (`employer.customIndustryRequired`, the server's sentence for the same rule
 * on the employer's own profile).
 */
export const customIndustryRule = (
  isOtherIndustry: IsOther,
): [check: (value: WithProfile) => boolean, issue: { path: string[]; message: string }] => [
  (value) => !isOtherIndustry(value.profile.industryId) || Boolean(value.profile.customIndustry?.trim()),
  { path: ['profile', 'customIndustry'], message: employerMessages.customIndustryRequired },
];

/** The profile to send: the custom industry only with the Other industry (spec section 5). */
export function profileToSend<P extends WithProfile['profile']>(profile: P, isOtherIndustry: IsOther): P {
  return isOtherIndustry(profile.industryId) ? profile : { ...profile, customIndustry: null };
}

/** Company name, website, address, description, industry (and its text for Other), bound by `profile.*` names. */
export function EmployerProfileFields({
  accountFields,
}: {
  /** A new employer's email and password, shown under the company name. */
  accountFields?: ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <FormField name="profile.companyName" label={t('employers.companyName')} required />
      {accountFields}
      <FormField name="profile.website" label={t('employers.website')} type="url" />
      <FormField name="profile.address" label={t('employers.address')} />
      <FormTextArea name="profile.description" label={t('employers.description')} rows={4} />
      <FormLookupSelect
        list="industries"
        name="profile.industryId"
        label={t('employers.industry')}
        placeholder={t('employers.noIndustry')}
        rules={{ setValueAs: (value: string | null) => value || null }}
        custom={{ name: 'profile.customIndustry', label: t('employers.customIndustry') }}
      />
    </>
  );
}
