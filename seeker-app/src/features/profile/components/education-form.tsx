import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Education, EducationInput } from 'shared-api';
import { OTHER_DEGREE, SEEKER_LIMITS } from 'shared-api/area-constants';
import { educationInputSchema } from 'shared-api/schemas';
import {
  applyServerError,
  Form,
  FormDateField,
  FormField,
  FormSelect,
  FormTextArea,
  useContractForm,
  useReportUnsavedEdits,
} from 'shared-ui/form';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import type { SaveEducationInput } from '../api/save-education.ts';
import type { ItemFormProps } from './editable-list-section.tsx';

const toValues = (e: Education | null): EducationInput => ({
  school: e?.school ?? '',
  degree: e?.degree ?? '',
  customDegree: e?.customDegree ?? '',
  fieldOfStudy: e?.fieldOfStudy ?? '',
  startDate: e?.startDate ?? '',
  endDate: e?.endDate ?? '',
  description: e?.description ?? '',
});

type EducationFormProps = ItemFormProps<Education, SaveEducationInput> & {
  degrees: readonly { value: string; label: string }[];
};

/** Add or edit one school on the contract's education schema ('Specify Degree' required for Other). */
export function EducationForm({ item, send, footer, degrees }: EducationFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const form = useContractForm(educationInputSchema, { defaultValues: toValues(item) });
  useReportUnsavedEdits(form);
  const degree = useWatch({ control: form.control, name: 'degree' });
  const text = { maxLength: SEEKER_LIMITS.itemText };

  return (
    <Form
      form={form}
      className="form stack"
      onSubmit={(values) =>
        send(
          {
            id: item?.id ?? null,
            body: { ...values, customDegree: values.degree === OTHER_DEGREE ? values.customDegree : null },
          },
          (error) => applyServerError(form, error),
        )
      }
    >
      <FormField name="school" label={t('education.school')} required {...text} />
      <FormSelect
        name="degree"
        label={t('education.degree')}
        // Leaving Other forgets the text typed for it.
        rules={{ onChange: (event) => event.target.value !== OTHER_DEGREE && form.setValue('customDegree', '') }}
      >
        <option value="">{t('education.chooseDegree')}</option>
        {degrees.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </FormSelect>
      {degree === OTHER_DEGREE ? (
        <FormField name="customDegree" label={t('education.customDegree')} required {...text} />
      ) : null}
      <FormField name="fieldOfStudy" label={t('education.fieldOfStudy')} {...text} />
      <FormDateField name="startDate" label={t('education.startDate')} required bounds="planned" />
      <FormDateField name="endDate" label={t('education.endDate')} bounds="planned" />
      <FormTextArea
        name="description"
        label={t('education.description')}
        maxLength={SEEKER_LIMITS.description}
        rows={3}
      />
      {footer}
    </Form>
  );
}
