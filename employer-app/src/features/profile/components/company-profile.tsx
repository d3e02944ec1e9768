import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from 'shared-api';
import { EMPLOYER_LIMITS } from 'shared-api/area-constants';
import { Alert, Button, serverMessage } from 'shared-ui';
import {
  applyServerError,
  Form,
  FormField,
  FormLookupSelect,
  FormTextArea,
  useContractForm,
  useIsOther,
  useReportUnsavedEdits,
} from 'shared-ui/form';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useUpdateCompanyProfile } from '../api/update-company-profile.ts';
import { companyProfileFormSchema } from '../lib/company-profile-form-schema.ts';
import { CompanyDocuments } from './company-documents.tsx';
import { CompanyLogo } from './company-logo.tsx';

type EmployerUser = Extract<User, { role: 'employer' }>;

/** The company profile (spec sections 2 and 3): details, industry with Other → custom, logo, documents. */
export function CompanyProfile({ user }: { user: EmployerUser }) {
  const { t } = useTranslation(NAMESPACE);
  const isOtherIndustry = useIsOther('industries');
  const update = useUpdateCompanyProfile();
  const profile = user.profile;
  const schema = useMemo(() => companyProfileFormSchema(isOtherIndustry), [isOtherIndustry]);
  const form = useContractForm(schema, {
    defaultValues: {
      companyName: profile.companyName,
      companyDescription: profile.description,
      website: profile.website,
      address: profile.address,
      industryId: profile.industryId ?? '',
      customIndustry: profile.customIndustry ?? '',
    },
  });
  const failure = form.formState.errors.root?.server;
  useReportUnsavedEdits(form);

  const save: Parameters<typeof form.handleSubmit>[0] = (values) => {
    update.mutate(
      { ...values, customIndustry: isOtherIndustry(values.industryId) ? values.customIndustry : null },
      {
        // What was saved is the form's new starting point: nothing is left unsaved.
        onSuccess: () => form.reset(values),
        onError: (error) => {
          if (!applyServerError(form, error)) {
            form.setError('root.server', { message: serverMessage(error, t('profile.saveFailed')) });
          }
        },
      },
    );
  };

  return (
    <section className="card stack company-profile" aria-labelledby="company-profile-heading">
      <h2 id="company-profile-heading">{t('profile.heading')}</h2>
      <CompanyLogo logoUrl={profile.companyLogoUrl} companyName={profile.companyName} />
      <Form form={form} onSubmit={save}>
        {failure ? (
          <Alert tone="error" testId="profile-notice">
            {failure.message}
          </Alert>
        ) : update.isSuccess ? (
          <Alert tone="success" testId="profile-notice">
            {t('profile.saved')}
          </Alert>
        ) : null}
        <FormField
          name="companyName"
          label={t('profile.companyName')}
          required
          maxLength={EMPLOYER_LIMITS.companyName}
        />
        <FormTextArea name="companyDescription" label={t('profile.description')} rows={4} />
        <FormField name="website" label={t('profile.website')} type="url" maxLength={EMPLOYER_LIMITS.website} />
        <FormField name="address" label={t('profile.address')} maxLength={EMPLOYER_LIMITS.address} />
        <FormLookupSelect
          list="industries"
          name="industryId"
          label={t('profile.industry')}
          placeholder={t('profile.chooseIndustry')}
          custom={{ name: 'customIndustry', label: t('profile.customIndustry'), maxLength: EMPLOYER_LIMITS.custom }}
        />
        <div className="row">
          <Button type="submit" busy={update.isPending}>
            {t('profile.save')}
          </Button>
        </div>
      </Form>
      <CompanyDocuments documents={profile.documents} />
    </section>
  );
}
