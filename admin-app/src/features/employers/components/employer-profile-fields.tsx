import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type AdminEmployerProfile, employerMessages, type WireUser } from 'shared-api';
import { FormField, FormSelect, FormTextArea, lookupName, useLanguage, useLookupList } from 'shared-ui';
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

type WithProfile = { profile: { industryId?: string | null; customIndustry?: string | null } };

/**
 * The one rule of the admin's employer forms only the lookups know, added to the contract's body with `refine`:
 * the Other industry needs its text (`employer.customIndustryRequired`, the server's sentence for the same rule
 * on the employer's own profile).
 */
export const customIndustryRule = (
  otherIds: ReadonlySet<string>,
): [check: (value: WithProfile) => boolean, issue: { path: string[]; message: string }] => [
  (value) => !needsCustomIndustry(value, otherIds) || Boolean(value.profile.customIndustry?.trim()),
  { path: ['profile', 'customIndustry'], message: employerMessages.customIndustryRequired },
];

const needsCustomIndustry = (value: WithProfile, otherIds: ReadonlySet<string>) =>
  Boolean(value.profile.industryId && otherIds.has(value.profile.industryId));

/** The profile to send: the custom industry only with the Other industry (spec section 5). */
export function profileToSend<P extends WithProfile['profile']>(profile: P, otherIds: ReadonlySet<string>): P {
  return needsCustomIndustry({ profile }, otherIds) ? profile : { ...profile, customIndustry: null };
}

/** Company name, website, address, description, industry (and its text for Other), bound by `profile.*` names. */
export function EmployerProfileFields({
  otherIds,
  accountFields,
}: {
  otherIds: ReadonlySet<string>;
  /** A new employer's email and password, shown under the company name. */
  accountFields?: ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const industries = useLookupList('industries');
  const industryId = useFormContext<WithProfile>().watch('profile.industryId');
  return (
    <>
      <FormField name="profile.companyName" label={t('employers.companyName')} required />
      {accountFields}
      <FormField name="profile.website" label={t('employers.website')} type="url" />
      <FormField name="profile.address" label={t('employers.address')} />
      <FormTextArea name="profile.description" label={t('employers.description')} rows={4} />
      <FormSelect
        name="profile.industryId"
        label={t('employers.industry')}
        rules={{ setValueAs: (value: string | null) => value || null }}
      >
        <option value="">{t('employers.noIndustry')}</option>
        {industries.map((item) => (
          <option key={item.id} value={item.id}>
            {lookupName(item, language)}
          </option>
        ))}
      </FormSelect>
      {industryId && otherIds.has(industryId) ? (
        <FormField name="profile.customIndustry" label={t('employers.customIndustry')} required />
      ) : null}
    </>
  );
}
