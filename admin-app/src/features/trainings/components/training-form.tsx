import { useTranslation } from 'react-i18next';
import type { TrainingCreateBody } from 'shared-api';
import { TRAINING_CATEGORIES, TRAINING_CREATE_STATUSES, TRAINING_LIMITS } from 'shared-api/area-constants';
import { trainingCreateBodySchema, trainingInputSchema } from 'shared-api/schemas';
import { serverMessage } from 'shared-ui';
import {
  Form,
  FormActions,
  FormDateField,
  FormField,
  FormSelect,
  FormTextArea,
  useContractForm,
  useReportUnsavedEdits,
} from 'shared-ui/form';
import { FormFailure, reportServerError } from '../../../components/form-failure.tsx';
import { NAMESPACE } from '../../../i18n/namespace.ts';

/** The texts an administrator writes in both languages, each an English and a Nepali field side by side. */
const PAIRS = ['title', 'duration', 'schedule', 'venue'] as const;

type TrainingFormProps = {
  /** A new training (with its first status) or a saved one (without). */
  mode: 'create' | 'edit';
  initialValues: TrainingCreateBody;
  pending: boolean;
  error: unknown;
  submitLabel: string;
  /** Sends the body; `onError` puts the server's refusal on its field, else in the form's alert. */
  onSubmit: (body: TrainingCreateBody, callbacks: { onError: (error: unknown) => void }) => void;
  onCancel: () => void;
};

/**
 * A training's fields on the contract's schema (the server runs the same rules), in English and Nepali; inside the
 * page's UnsavedEditsGuard, leaving with unsaved edits asks first.
 */
export function TrainingForm({
  mode,
  initialValues,
  pending,
  error,
  submitLabel,
  onSubmit,
  onCancel,
}: TrainingFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const schema = mode === 'create' ? trainingCreateBodySchema : trainingInputSchema;
  const form = useContractForm(schema, { defaultValues: initialValues });
  useReportUnsavedEdits(form, { saving: pending });
  const submit = (body: TrainingCreateBody) =>
    onSubmit(body, { onError: (failure) => reportServerError(form, failure) });
  return (
    <Form form={form} className="stack" testId="training-form" onSubmit={(body) => submit(body as TrainingCreateBody)}>
      {PAIRS.map((field) => (
        <div key={field} className="job-form-grid">
          <FormField name={`${field}_en`} label={t(`trainings.fields.${field}_en`)} required />
          <FormField name={`${field}_ne`} label={t(`trainings.fields.${field}_ne`)} required lang="ne" />
        </div>
      ))}
      <div className="job-form-grid">
        <FormTextArea name="description_en" label={t('trainings.fields.description_en')} required rows={5} />
        <FormTextArea name="description_ne" label={t('trainings.fields.description_ne')} required rows={5} lang="ne" />
      </div>
      <div className="job-form-grid">
        <FormSelect name="category" label={t('trainings.fields.category')} required>
          {TRAINING_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`trainings.categories.${category}`)}
            </option>
          ))}
        </FormSelect>
        <FormField
          name="seats"
          label={t('trainings.fields.seats')}
          required
          type="number"
          min={TRAINING_LIMITS.seatsMin}
          max={TRAINING_LIMITS.seatsMax}
          step={1}
          inputMode="numeric"
        />
        <FormField name="contact" label={t('trainings.fields.contact')} required hint={t('trainings.contactHint')} />
      </div>
      <FormDateField name="startDate" label={t('trainings.fields.startDate')} required bounds="planned" />
      {mode === 'create' ? (
        <FormSelect name="status" label={t('trainings.fields.status')} required>
          {TRAINING_CREATE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`trainings.createAs.${status}`)}
            </option>
          ))}
        </FormSelect>
      ) : null}
      <FormFailure>{serverMessage(error, t('messages.saveFailed'))}</FormFailure>
      <FormActions busy={pending} onCancel={onCancel} submitLabel={submitLabel} />
    </Form>
  );
}
