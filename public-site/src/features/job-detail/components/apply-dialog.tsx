import { useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ActionJob, ApplyFormValues, ApplyInput, AskedQuestion } from 'shared-api';
import { APPLICATION_NOTE_MAX } from 'shared-api/area-constants';
import { applyFormWithQuestions, toScreeningAnswers } from 'shared-api/schemas';
import { Alert, Button, Modal, Spinner, serverMessage } from 'shared-ui';
import { applyServerError, Form, FormField, FormTextArea, useContractForm } from 'shared-ui/form';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useScreeningQuestions } from '../api/get-screening-questions.ts';
import { ScreeningAnswerFields } from './screening-answer-fields.tsx';

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
 * The confirmation step of Apply: the job's screening questions when it asks any (fetched as the dialog opens),
 * an optional note to the employer and the résumé to send (the profile's, a CV made from the profile, a file for
 * this job only, or none).
 * Loaded when Apply is pressed, so the job page carries no form code.
 */
export default function ApplyDialog(props: ApplyDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation(['common', 'areas']);
  const questions = useScreeningQuestions(props.job.id);
  return (
    <Modal open onClose={props.onClose} title={t('apply.title', { title: props.job.title })} testId="apply-dialog">
      {questions.isLoading ? <Spinner label={tc('actions.loading')} /> : null}
      {questions.isError ? (
        <>
          <Alert tone="error">{serverMessage(questions.error, tc('areas:screening.loadFailed'))}</Alert>
          <Button variant="secondary" busy={questions.isFetching} onClick={() => questions.refetch()}>
            {tc('actions.retry')}
          </Button>
        </>
      ) : null}
      {questions.data ? <ApplyForm {...props} questions={questions.data} /> : null}
    </Modal>
  );
}

/** The dialog's form, once the job's questions are known (none: the spec's apply, unchanged). */
function ApplyForm({
  job,
  profileResume,
  onSubmit,
  onClose,
  pending,
  error,
  questions,
}: ApplyDialogProps & { questions: readonly AskedQuestion[] }) {
  const { t } = useTranslation(NAMESPACE);
  const schema = useMemo(() => applyFormWithQuestions(questions), [questions]);
  const form = useContractForm(schema, {
    defaultValues: {
      note: '',
      resume: profileResume ? 'profile' : 'none',
      file: undefined,
      answers: questions.map(() => ''),
    } satisfies ApplyFormValues,
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
    { value: 'cv', label: t('apply.resumeCv'), hint: t('apply.resumeCvHint'), disabled: false },
    { value: 'file', label: t('apply.resumeFile'), disabled: false },
    { value: 'none', label: t('apply.resumeNone'), disabled: false },
  ] as const;

  return (
    <Form
      form={form}
      className="form stack"
      aria-busy={pending || undefined}
      onSubmit={({ note, resume: choice, file, answers }) => {
        const chosen = choice === 'file' ? file?.[0] : choice;
        onSubmit({ job, note, resume: chosen ?? 'none', answers: toScreeningAnswers(questions, answers) });
      }}
    >
      {failed ? (
        <Alert tone="error" title={t('detail.applyError')} testId="apply-error">
          {reason || null}
        </Alert>
      ) : null}
      <p>{t('apply.lead', { company: job.employer.companyName })}</p>
      <ScreeningAnswerFields questions={questions} />
      <FormTextArea
        name="note"
        label={t('apply.note')}
        hint={t('apply.noteHint')}
        rows={4}
        maxLength={APPLICATION_NOTE_MAX}
      />
      <fieldset className="radio-group">
        <legend className="field-label">{t('apply.resume')}</legend>
        {choices.map((choice) => {
          const hintId = 'hint' in choice ? `apply-resume-${choice.value}-hint` : undefined;
          return (
            <label key={choice.value} className="radio">
              <input
                type="radio"
                value={choice.value}
                disabled={choice.disabled}
                aria-describedby={hintId}
                {...form.register('resume')}
              />
              <span>
                {choice.label}
                {hintId ? (
                  <span id={hintId} className="field-hint">
                    {'hint' in choice ? choice.hint : null}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </fieldset>
      {resume === 'file' ? (
        <FormField name="file" label={t('apply.file')} hint={t('apply.fileHint')} type="file" accept={ACCEPT_RESUME} />
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
  );
}
