import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Experience, ExperienceInput } from 'shared-api';
import { SEEKER_LIMITS } from 'shared-api/area-constants';
import { experienceInputSchema } from 'shared-api/schemas';
import {
  applyServerError,
  Form,
  FormCheckbox,
  FormDateField,
  FormField,
  FormTextArea,
  useContractForm,
  useReportUnsavedEdits,
} from 'shared-ui/form';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import type { SaveExperienceInput } from '../api/save-experience.ts';
import type { ItemFormProps } from './editable-list-section.tsx';

const toValues = (e: Experience | null): ExperienceInput => ({
  title: e?.title ?? '',
  company: e?.company ?? '',
  location: e?.location ?? '',
  startDate: e?.startDate ?? '',
  endDate: e?.endDate ?? '',
  present: e?.present ?? false,
  noticePeriod: e?.noticePeriod ?? '',
  description: e?.description ?? '',
});

/** Add or edit one job on the contract's experience schema (required fields, end on or after start). */
export function ExperienceForm({ item, send, footer }: ItemFormProps<Experience, SaveExperienceInput>) {
  const { t } = useTranslation(NAMESPACE);
  const form = useContractForm(experienceInputSchema, { defaultValues: toValues(item) });
  useReportUnsavedEdits(form);
  const present = useWatch({ control: form.control, name: 'present' });
  const text = { maxLength: SEEKER_LIMITS.itemText };

  return (
    <Form
      form={form}
      className="form stack"
      onSubmit={(values) =>
        send(
          // A current job has no end date; a past one has no notice period (spec section 5).
          {
            id: item?.id ?? null,
            body: {
              ...values,
              endDate: values.present ? null : values.endDate,
              noticePeriod: values.present ? values.noticePeriod : null,
            },
          },
          (error) => applyServerError(form, error),
        )
      }
    >
      <FormField name="title" label={t('experience.jobTitle')} required {...text} />
      <FormField name="company" label={t('experience.company')} required {...text} />
      <FormField name="location" label={t('experience.location')} {...text} />
      <FormDateField name="startDate" label={t('experience.startDate')} required bounds="past" />
      <FormCheckbox
        name="present"
        label={t('experience.current')}
        // Checking clears the end date; unchecking clears the notice period (spec section 5).
        rules={{
          onChange: (event) => form.setValue(event.target.checked ? 'endDate' : 'noticePeriod', ''),
        }}
      />
      {present ? (
        <FormField
          name="noticePeriod"
          label={t('experience.noticePeriod')}
          hint={t('experience.noticeHint')}
          maxLength={SEEKER_LIMITS.noticePeriod}
        />
      ) : (
        <FormDateField name="endDate" label={t('experience.endDate')} bounds="planned" />
      )}
      <FormTextArea
        name="description"
        label={t('experience.description')}
        maxLength={SEEKER_LIMITS.description}
        rows={3}
      />
      {footer}
    </Form>
  );
}
