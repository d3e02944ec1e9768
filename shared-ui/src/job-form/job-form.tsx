import { type ReactNode, useEffect, useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ManagedScreening } from 'shared-api';
import { EMPLOYER_LIMITS } from 'shared-api/area-constants';
import { screeningQuestionToForm } from 'shared-api/schemas';
import { Alert, Button, Field, isNegotiable, SkillPicker, serverMessage, useLookupList } from 'shared-ui';
import { applyServerError } from '../form/apply-server-error.ts';
import { Form } from '../form/form.tsx';
import { FormDateField } from '../form/form-date-field.tsx';
import { FormField, FormTextArea } from '../form/form-fields.tsx';
import { FormLookupSelect } from '../form/form-lookup-select.tsx';
import { useReportUnsavedEdits } from '../form/unsaved-edits-guard.tsx';
import { useContractForm } from '../form/use-contract-form.ts';
import {
  EMPTY_JOB_FORM,
  type JobFormLookups,
  type JobFormValues,
  jobFormSchema,
  toJobFormData,
} from './job-form-values.ts';
import { ScreeningQuestionsSection } from './screening-questions-section.tsx';

/** A new job asks no screening questions until its poster adds some. */
export const NO_SCREENING_QUESTIONS: ManagedScreening = { questions: [], locked: false };

export type JobFormProps = {
  /** Values to start from (edit, or a duplicate); empty for a new job. */
  initialValues?: JobFormValues;
  /** The job's current attachment (edit only). */
  existingAttachment?: { url: string; fileName: string } | null;
  /** Admin only: the employer picker, shown first (the admin area passes its own select). */
  employerSelect?: ReactNode;
  /** Admin only: the employer posted for, sent as employerId. */
  employerId?: string;
  /** A check of the parts outside the form (e.g. 'Please select an employer…'); a message stops the submit. */
  validateExtra?: () => string | null;
  /** Sends the multipart body (the caller's mutation: its state comes back as `pending` and `error`). */
  onSubmit: (data: FormData) => void;
  /** The caller's mutation is running. */
  pending: boolean;
  /** The caller's mutation failed: a refused field goes on its field, anything else in the form's alert. */
  error: unknown;
  submitLabel: string;
  onCancel?: () => void;
  /**
   * The job's screening questions (none for a new job, the source's for a duplicate): the form shows its
   * questions section and sends the list with the job, unless `locked`. Left out: no section, the list stays.
   */
  screening?: ManagedScreening;
};

/** A whole number box (numeric keyboard on a phone); empty is "not stated". */
function WholeNumberField({ name, label, min, max }: { name: string; label: string; min: number; max: number }) {
  return <FormField name={name} label={label} type="number" inputMode="numeric" min={min} max={max} step={1} />;
}

const ACCEPT_ATTACHMENT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/** The job form of spec sections 3 and 5, shared by the employer's post/edit screens and the admin area. */
export function JobForm({
  initialValues = EMPTY_JOB_FORM,
  existingAttachment = null,
  employerSelect,
  employerId,
  validateExtra,
  onSubmit,
  pending,
  error,
  submitLabel,
  onCancel,
  screening,
}: JobFormProps) {
  const { t } = useTranslation(['areas', 'common']);
  const categories = useLookupList('categories');
  const industries = useLookupList('industries');
  const locations = useLookupList('locations');
  const salaryRanges = useLookupList('salary-ranges');
  const skillSuggestions = useLookupList('skills');
  const lookups: JobFormLookups = useMemo(
    () => ({ categories, industries, locations, salaryRanges }),
    [categories, industries, locations, salaryRanges],
  );
  const schema = useMemo(() => jobFormSchema(lookups), [lookups]);
  const form = useContractForm(schema, {
    defaultValues: {
      ...initialValues,
      attachment: null,
      removeAttachment: false,
      screeningQuestions: screening?.questions.map(screeningQuestionToForm) ?? [],
    },
  });
  const [attachment, removeAttachment] = useWatch({ control: form.control, name: ['attachment', 'removeAttachment'] });
  // Changed fields are unsaved edits for the page's guard, except while the caller saves them (it then leaves).
  useReportUnsavedEdits(form, { saving: pending });

  // The caller's mutation failed: a refused field goes on its field, anything else shows in the alert.
  useEffect(() => {
    if (error && !applyServerError(form, error)) form.setError('root.server', { type: 'server' });
  }, [error, form]);
  const rootErrors = form.formState.errors.root;
  const failure =
    rootErrors?.extra?.message ?? (rootErrors?.server && error ? serverMessage(error, t('jobForm.saveFailed')) : null);

  const submit = () => {
    const extra = validateExtra?.() ?? null;
    if (extra) {
      form.setError('root.extra', { type: 'extra', message: extra });
      return;
    }
    const { attachment: file, removeAttachment: remove, screeningQuestions, ...values } = form.getValues();
    onSubmit(
      toJobFormData(values as JobFormValues, lookups, {
        attachment: file,
        removeAttachment: remove,
        employerId,
        screeningQuestions: screening && !screening.locked ? screeningQuestions : undefined,
      }),
    );
  };

  const choose = t('jobForm.choose');
  const showExisting = existingAttachment && !removeAttachment && !attachment;
  return (
    <Form form={form} onSubmit={submit} className="form job-form" aria-busy={pending || undefined}>
      {failure ? (
        <Alert tone="error" testId="job-form-error">
          {failure}
        </Alert>
      ) : null}
      {employerSelect}
      <FormField name="title" label={t('jobForm.title')} required maxLength={EMPLOYER_LIMITS.jobTitle} />
      <FormTextArea
        name="description"
        label={t('jobForm.description')}
        rows={6}
        maxLength={EMPLOYER_LIMITS.jobDescription}
      />
      <div className="job-form-grid">
        <FormLookupSelect
          list="categories"
          name="categoryId"
          label={t('jobForm.category')}
          placeholder={choose}
          custom={{ name: 'customCategory', label: t('jobForm.customCategory'), maxLength: EMPLOYER_LIMITS.custom }}
        />
        <FormLookupSelect
          list="industries"
          name="industryId"
          label={t('jobForm.industry')}
          placeholder={choose}
          custom={{ name: 'customIndustry', label: t('jobForm.customIndustry'), maxLength: EMPLOYER_LIMITS.custom }}
        />
        <FormLookupSelect list="job-types" name="jobTypeId" label={t('jobForm.jobType')} placeholder={choose} />
        <FormLookupSelect
          list="salary-ranges"
          name="salaryRangeId"
          label={t('jobForm.salaryRange')}
          placeholder={choose}
          custom={{
            name: 'customSalary',
            label: t('jobForm.customSalary'),
            maxLength: EMPLOYER_LIMITS.custom,
            when: (item) => isNegotiable(item ?? null),
          }}
        />
        <FormLookupSelect
          list="experience-levels"
          name="experienceLevelId"
          label={t('jobForm.experienceLevel')}
          placeholder={choose}
        />
        <FormLookupSelect
          list="education-levels"
          name="educationLevelId"
          label={t('jobForm.educationLevel')}
          placeholder={choose}
        />
        <FormLookupSelect list="job-levels" name="jobLevelId" label={t('jobForm.jobLevel')} placeholder={choose} />
        <WholeNumberField name="vacancies" label={t('jobForm.vacancies')} min={1} max={EMPLOYER_LIMITS.vacanciesMax} />
        <FormLookupSelect
          list="locations"
          name="locationId"
          label={t('jobForm.location')}
          placeholder={choose}
          custom={{ name: 'customLocation', label: t('jobForm.customLocation'), maxLength: EMPLOYER_LIMITS.custom }}
        />
        <FormField
          name="duration"
          label={t('jobForm.duration')}
          hint={t('jobForm.durationHint')}
          maxLength={EMPLOYER_LIMITS.duration}
        />
        <FormDateField name="applicationDeadline" label={t('jobForm.deadline')} bounds="deadline" />
      </div>
      <fieldset className="job-form-group">
        <legend className="field-label">{t('jobForm.offeredSalary')}</legend>
        <p className="field-hint">{t('jobForm.offeredSalaryHint')}</p>
        <div className="job-form-grid">
          <WholeNumberField name="salaryMin" label={t('jobForm.salaryMin')} min={0} max={EMPLOYER_LIMITS.salaryMax} />
          <WholeNumberField name="salaryMax" label={t('jobForm.salaryMax')} min={0} max={EMPLOYER_LIMITS.salaryMax} />
        </div>
      </fieldset>
      <FormTextArea name="benefits" label={t('jobForm.benefits')} rows={3} maxLength={EMPLOYER_LIMITS.benefits} />
      <FormField name="contactPerson" label={t('jobForm.contactPerson')} maxLength={EMPLOYER_LIMITS.contactPerson} />
      <FormTextArea
        name="howToApply"
        label={t('jobForm.howToApply')}
        hint={t('jobForm.howToApplyHint')}
        rows={3}
        maxLength={EMPLOYER_LIMITS.howToApply}
      />
      <fieldset className="job-form-skills">
        <legend className="field-label">{t('jobForm.skills')}</legend>
        <Controller
          control={form.control}
          name="skills"
          render={({ field }) => (
            <SkillPicker
              label={t('jobForm.skills')}
              value={field.value}
              suggestions={skillSuggestions}
              onChange={field.onChange}
            />
          )}
        />
      </fieldset>
      {screening ? <ScreeningQuestionsSection locked={screening.locked} lockedQuestions={screening.questions} /> : null}
      <div className="job-form-attachment">
        {showExisting ? (
          <p className="job-form-current-attachment">
            {t('jobForm.currentAttachment')}{' '}
            <a href={existingAttachment.url} target="_blank" rel="noreferrer">
              {existingAttachment.fileName}
            </a>{' '}
            <Button variant="link" onClick={() => form.setValue('removeAttachment', true)}>
              {t('jobForm.removeAttachment')}
            </Button>
          </p>
        ) : null}
        {existingAttachment && removeAttachment ? (
          <p className="muted">
            {t('jobForm.attachmentRemoved')}{' '}
            <Button variant="link" onClick={() => form.setValue('removeAttachment', false)}>
              {t('jobForm.keepAttachment')}
            </Button>
          </p>
        ) : null}
        <Field
          label={existingAttachment ? t('jobForm.replaceAttachment') : t('jobForm.attachment')}
          hint={t('jobForm.attachmentHint')}
          type="file"
          accept={ACCEPT_ATTACHMENT}
          onChange={(event) => form.setValue('attachment', event.target.files?.[0] ?? null)}
        />
      </div>
      <div className="row job-form-actions">
        <Button type="submit" busy={pending}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('common:actions.cancel')}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
