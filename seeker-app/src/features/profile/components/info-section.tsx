import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from 'shared-api';
import { SEEKER_LIMITS, seekerMessages } from 'shared-api/area-constants';
import { seekerProfileUpdateSchema } from 'shared-api/schemas';
import { displayOther, useLanguage } from 'shared-ui';
import {
  Form,
  FormField,
  FormLookupSelect,
  FormTextArea,
  useContractForm,
  useIsOther,
  useReportUnsavedEdits,
} from 'shared-ui/form';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { onServerFieldError } from '../lib/server-field-error.ts';
import { SectionOutcome } from './section-outcome.tsx';
import { SubmitRow } from './submit-row.tsx';

type Seeker = Extract<User, { role: 'job_seeker' }>;

/**
 * The contract's profile fields this form edits (full name required here), and 'Specify location' required
 * when the chosen location is Other: which ids are Other is data (the lookup list), so that rule is added
 * here; the server runs the same rule on its own list.
 */
const infoSchema = (isOtherLocation: (id: string | null | undefined) => boolean) =>
  seekerProfileUpdateSchema
    .pick({
      fullName: true,
      headline: true,
      summary: true,
      contact: true,
      locationId: true,
      customLocation: true,
      linkedinUrl: true,
    })
    .required({ fullName: true })
    .superRefine((value, ctx) => {
      if (isOtherLocation(value.locationId) && !value.customLocation?.trim()) {
        ctx.addIssue({ code: 'custom', path: ['customLocation'], message: seekerMessages.customLocationRequired });
      }
    });

export function InfoSection({ user }: { user: Seeker }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const isOtherLocation = useIsOther('locations');
  const update = useUpdateProfile();
  const p = user.profile;
  const schema = useMemo(() => infoSchema(isOtherLocation), [isOtherLocation]);
  const form = useContractForm(schema, {
    defaultValues: {
      fullName: p.fullName,
      headline: p.headline,
      summary: p.summary,
      contact: { phone: p.contact.phone, address: p.contact.address },
      locationId: user.locationId,
      customLocation: user.customLocation ?? '',
      linkedinUrl: p.linkedinUrl,
    },
  });

  useReportUnsavedEdits(form);

  const location = displayOther(
    user.locationInfo,
    user.locationInfo ? user.locationInfo.customLocation : user.customLocation,
    language,
  );

  return (
    <section className="card seeker-section" aria-labelledby="seeker-info-title">
      <h2 id="seeker-info-title">{t('info.title')}</h2>
      {location ? (
        <p className="muted">
          {t('info.location')}: {location}
        </p>
      ) : null}
      <Form
        form={form}
        className="form seeker-form-grid"
        onSubmit={(values) => {
          const saved = {
            ...values,
            customLocation: isOtherLocation(values.locationId) ? values.customLocation : null,
          };
          update.mutate(saved, {
            // What was saved is the form's new starting point: nothing is left unsaved.
            onSuccess: () => form.reset({ ...saved, customLocation: saved.customLocation ?? '' }),
            onError: onServerFieldError(form, update),
          });
        }}
      >
        <FormField name="fullName" label={t('info.fullName')} required maxLength={SEEKER_LIMITS.fullName} />
        <FormField name="headline" label={t('info.headline')} maxLength={SEEKER_LIMITS.headline} />
        <FormField name="contact.phone" label={t('info.phone')} type="tel" maxLength={SEEKER_LIMITS.phone} />
        <FormField name="contact.address" label={t('info.address')} maxLength={SEEKER_LIMITS.address} />
        {/* The empty choice is no location (null), not an empty id. */}
        <FormLookupSelect
          list="locations"
          name="locationId"
          label={t('info.location')}
          placeholder={t('info.chooseLocation')}
          rules={{ setValueAs: (value) => value || null }}
          custom={{ name: 'customLocation', label: t('info.customLocation'), maxLength: SEEKER_LIMITS.customLocation }}
        />
        <FormField
          name="linkedinUrl"
          label={t('info.linkedinUrl')}
          type="url"
          hint={t('info.linkedinHint')}
          maxLength={SEEKER_LIMITS.url}
        />
        <FormTextArea name="summary" label={t('info.summary')} maxLength={SEEKER_LIMITS.summary} rows={4} />
        <SubmitRow busy={update.isPending}>{t('actions.save')}</SubmitRow>
      </Form>
      <SectionOutcome
        outcomes={[{ mutation: update, success: t('messages.changesSaved'), failure: t('messages.saveInfoFailed') }]}
      />
    </section>
  );
}
