import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LookupItem } from 'shared-api';
import { Alert } from '../alert.tsx';
import { Button } from '../button.tsx';
import { Field } from '../field.tsx';
import { lookupName } from '../lookup-name.ts';
import { serverMessage } from '../server-message.ts';
import { SkillPicker } from '../skill-picker.tsx';
import { useLanguage } from '../use-language.ts';
import { useLookupList } from '../use-lookup-list.ts';
import {
  customNeeds,
  EMPTY_JOB_FORM,
  type JobFormErrors,
  type JobFormLookups,
  type JobFormValues,
  toJobFormData,
  validateJobForm,
} from './job-form-values.ts';
import { SelectField, TextAreaField } from './select-field.tsx';

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
  /** Sends the multipart body; a thrown error shows the server's message, else the spec's fallback. */
  onSubmit: (data: FormData) => Promise<unknown>;
  submitLabel: string;
  onCancel?: () => void;
};

const ACCEPT_ATTACHMENT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/** The job form of spec sections 3 and 5, shared by the employer's post/edit screens and the admin area. */
export function JobForm({
  initialValues = EMPTY_JOB_FORM,
  existingAttachment = null,
  employerSelect,
  employerId,
  validateExtra,
  onSubmit,
  submitLabel,
  onCancel,
}: JobFormProps) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const lookups: JobFormLookups = {
    categories: useLookupList('categories'),
    industries: useLookupList('industries'),
    locations: useLookupList('locations'),
    salaryRanges: useLookupList('salary-ranges'),
  };
  const jobTypes = useLookupList('job-types');
  const experienceLevels = useLookupList('experience-levels');
  const educationLevels = useLookupList('education-levels');
  const skillSuggestions = useLookupList('skills');
  const [values, setValues] = useState<JobFormValues>(initialValues);
  const [errors, setErrors] = useState<JobFormErrors>({});
  const [attachment, setAttachment] = useState<File | null>(null);
  const [removeAttachment, setRemoveAttachment] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const needs = customNeeds(values, lookups);

  const set = (name: keyof JobFormValues) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };
  const errorOf = (name: keyof JobFormValues) => (errors[name] ? t(`jobForm.errors.${errors[name]}`) : null);

  const options = (items: readonly LookupItem[]) =>
    items.map((item) => (
      <option key={item.id} value={item.id}>
        {lookupName(item, language)}
      </option>
    ));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const found = validateJobForm(values, lookups);
    setErrors(found);
    const extra = validateExtra?.() ?? null;
    if (extra) setFailure(extra);
    if (Object.keys(found).length > 0 || extra) return;
    setBusy(true);
    try {
      await onSubmit(toJobFormData(values, lookups, { attachment, removeAttachment, employerId }));
    } catch (error) {
      setFailure(serverMessage(error, t('jobForm.saveFailed')));
    } finally {
      setBusy(false);
    }
  }

  const showExisting = existingAttachment && !removeAttachment && !attachment;
  return (
    <form className="form job-form" onSubmit={submit} noValidate aria-busy={busy || undefined}>
      {failure ? (
        <Alert tone="error" testId="job-form-error">
          {failure}
        </Alert>
      ) : null}
      {employerSelect}
      <Field
        label={t('jobForm.title')}
        value={values.title}
        onChange={set('title')}
        required
        error={errorOf('title')}
        maxLength={200}
      />
      <TextAreaField
        label={t('jobForm.description')}
        value={values.description}
        onChange={set('description')}
        rows={6}
      />
      <div className="job-form-grid">
        <SelectField label={t('jobForm.category')} value={values.categoryId} onChange={set('categoryId')}>
          <option value="">{t('jobForm.choose')}</option>
          {options(lookups.categories)}
        </SelectField>
        {needs.category ? (
          <Field
            label={t('jobForm.customCategory')}
            value={values.customCategory}
            onChange={set('customCategory')}
            required
            error={errorOf('customCategory')}
            maxLength={200}
          />
        ) : null}
        <SelectField label={t('jobForm.industry')} value={values.industryId} onChange={set('industryId')}>
          <option value="">{t('jobForm.choose')}</option>
          {options(lookups.industries)}
        </SelectField>
        {needs.industry ? (
          <Field
            label={t('jobForm.customIndustry')}
            value={values.customIndustry}
            onChange={set('customIndustry')}
            required
            error={errorOf('customIndustry')}
            maxLength={200}
          />
        ) : null}
        <SelectField label={t('jobForm.jobType')} value={values.jobTypeId} onChange={set('jobTypeId')}>
          <option value="">{t('jobForm.choose')}</option>
          {options(jobTypes)}
        </SelectField>
        <SelectField label={t('jobForm.salaryRange')} value={values.salaryRangeId} onChange={set('salaryRangeId')}>
          <option value="">{t('jobForm.choose')}</option>
          {options(lookups.salaryRanges)}
        </SelectField>
        {needs.salary ? (
          <Field
            label={t('jobForm.customSalary')}
            value={values.customSalary}
            onChange={set('customSalary')}
            required
            error={errorOf('customSalary')}
            maxLength={200}
          />
        ) : null}
        <SelectField
          label={t('jobForm.experienceLevel')}
          value={values.experienceLevelId}
          onChange={set('experienceLevelId')}
        >
          <option value="">{t('jobForm.choose')}</option>
          {options(experienceLevels)}
        </SelectField>
        <SelectField
          label={t('jobForm.educationLevel')}
          value={values.educationLevelId}
          onChange={set('educationLevelId')}
        >
          <option value="">{t('jobForm.choose')}</option>
          {options(educationLevels)}
        </SelectField>
        <SelectField label={t('jobForm.location')} value={values.locationId} onChange={set('locationId')}>
          <option value="">{t('jobForm.choose')}</option>
          {options(lookups.locations)}
        </SelectField>
        {needs.location ? (
          <Field
            label={t('jobForm.customLocation')}
            value={values.customLocation}
            onChange={set('customLocation')}
            required
            error={errorOf('customLocation')}
            maxLength={200}
          />
        ) : null}
        <Field
          label={t('jobForm.duration')}
          hint={t('jobForm.durationHint')}
          value={values.duration}
          onChange={set('duration')}
          maxLength={200}
        />
        <Field
          label={t('jobForm.deadline')}
          type="date"
          value={values.applicationDeadline}
          onChange={set('applicationDeadline')}
        />
      </div>
      <fieldset className="job-form-skills">
        <legend className="field-label">{t('jobForm.skills')}</legend>
        <SkillPicker
          label={t('jobForm.skills')}
          value={values.skills}
          suggestions={skillSuggestions}
          onChange={(skills) => setValues((current) => ({ ...current, skills }))}
        />
      </fieldset>
      <div className="job-form-attachment">
        {showExisting ? (
          <p className="job-form-current-attachment">
            {t('jobForm.currentAttachment')}{' '}
            <a href={existingAttachment.url} target="_blank" rel="noreferrer">
              {existingAttachment.fileName}
            </a>{' '}
            <Button variant="link" onClick={() => setRemoveAttachment(true)}>
              {t('jobForm.removeAttachment')}
            </Button>
          </p>
        ) : null}
        {existingAttachment && removeAttachment ? (
          <p className="muted">
            {t('jobForm.attachmentRemoved')}{' '}
            <Button variant="link" onClick={() => setRemoveAttachment(false)}>
              {t('jobForm.keepAttachment')}
            </Button>
          </p>
        ) : null}
        <Field
          label={existingAttachment ? t('jobForm.replaceAttachment') : t('jobForm.attachment')}
          hint={t('jobForm.attachmentHint')}
          type="file"
          accept={ACCEPT_ATTACHMENT}
          onChange={(event) => setAttachment(event.target.files?.[0] ?? null)}
        />
      </div>
      <div className="row job-form-actions">
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
