import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type ActionJob, APPLICATION_NOTE_MAX, type ApplyFormValues, type ApplyInput } from 'shared-api';
import { applyFormSchema } from 'shared-api/schemas';
import { Alert, Button, Modal, serverMessage } from 'shared-ui';
import { applyServerError, Form, FormField, FormTextArea, useContractForm } from 'shared-ui/form';
import { NAMESPACE } from '../../../i18n/namespace.ts';

const ACCEPT_RESUME = '.pdf,.doc,.docx,image/*';

type ApplyDialogProps = {
  job: ActionJob;
  /** The file name of the résumé on the seeker's profile; null when there is none. */
  profileResume: string | null;
  onSubmit: (input: ApplyInput) => void;
  onClose: () => void;
  /** The caller's mutation is running / failed. */
  pending: boolean;
  error: unknown;
};

/**
 * The confirmation step of Apply: an optional note to the employer and the résumé to send (the profile's, a
 * file for this job only, or none). Loaded when Apply is pressed, so the job page carries no form code.
 */
export default function ApplyDialog({ job, profileResume, onSubmit, onClose, pending, error }: ApplyDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const form = useContractForm(applyFormSchema, {
    defaultValues: { note: '', resume: profileResume ? 'profile' : 'none', file: undefined } satisfies ApplyFormValues,
  });
  const resume = useWatch({ control: form.control, name: 'resume' });

  // A refused note goes on its field; anything else shows in the dialog's alert.
  useEffect(() => {
    if (error && !applyServerError(form, error)) form.setError('root.server', { type: 'server' });
  }, [error, form]);
  // The spec's apply error, with the server's reason under it when it gives one (closed meanwhile, withdrawn…).
  const failed = Boolean(form.formState.errors.root?.server && error);
  const reason = failed ? serverMessage(error, '') : '';

  const choices = [
    {
      value: 'profile',
      label: profileResume ? t('apply.resumeProfile', { name: profileResume }) : t('apply.resumeProfileNone'),
      disabled: !profileResume,
    },
    { value: 'file', label: t('apply.resumeFile'), disabled: false },
    { value: 'none', label: t('apply.resumeNone'), disabled: false },
  ] as const;

  return (
    <Modal open onClose={onClose} title={t('apply.title', { title: job.title })} testId="apply-dialog">
      <Form
        form={form}
        className="form stack"
        aria-busy={pending || undefined}
        onSubmit={({ note, resume: choice, file }) => {
          const chosen = choice === 'file' ? file?.[0] : choice;
          onSubmit({ job, note, resume: chosen ?? 'none' });
        }}
      >
        {failed ? (
          <Alert tone="error" title={t('detail.applyError')} testId="apply-error">
            {reason || null}
          </Alert>
        ) : null}
        <p>{t('apply.lead', { company: job.employer.companyName })}</p>
        <FormTextArea
          name="note"
          label={t('apply.note')}
          hint={t('apply.noteHint')}
          rows={4}
          maxLength={APPLICATION_NOTE_MAX}
        />
        <fieldset className="radio-group">
          <legend className="field-label">{t('apply.resume')}</legend>
          {choices.map((choice) => (
            <label key={choice.value} className="radio">
              <input type="radio" value={choice.value} disabled={choice.disabled} {...form.register('resume')} />
              <span>{choice.label}</span>
            </label>
          ))}
        </fieldset>
        {resume === 'file' ? (
          <FormField
            name="file"
            label={t('apply.file')}
            hint={t('apply.fileHint')}
            type="file"
            accept={ACCEPT_RESUME}
          />
        ) : null}
        <div className="row modal-actions">
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel', { ns: 'common' })}
          </Button>
          <Button type="submit" busy={pending} data-testid="apply-send">
            {t('apply.send')}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
