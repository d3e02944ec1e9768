import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { InterviewOutcomeBody } from 'shared-api';
import { INTERVIEW_OUTCOMES, NOT_SELECTED_REASONS } from 'shared-api/area-constants';
import { interviewOutcomeSchema } from 'shared-api/schemas';
import { Alert, Modal, serverMessage } from 'shared-ui';
import { applyServerError, Form, FormActions, FormSelect, FormTextArea, useContractForm } from 'shared-ui/form';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useRecordOutcome } from '../api/interview.ts';

type Props = { open: boolean; applicationId: string; jobId: string; onClose: () => void };

const DEFAULTS: InterviewOutcomeBody = { outcome: 'hired', reason: null, note: '' };

/** Records the decision once: hired, or not selected with a reason from the list (the applicant sees it) and a note (they do not). */
export function OutcomeDialog({ open, applicationId, jobId, onClose }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const record = useRecordOutcome(applicationId, jobId);
  const form = useContractForm(interviewOutcomeSchema, { defaultValues: DEFAULTS });
  const { reset } = form;
  const { reset: resetRecord } = record;
  useEffect(() => {
    if (open) {
      reset(DEFAULTS);
      resetRecord();
    }
  }, [open, reset, resetRecord]);
  const outcome = form.watch('outcome');
  const submit = (body: InterviewOutcomeBody) =>
    record.mutate(body, { onSuccess: onClose, onError: (error) => applyServerError(form, error) });
  return (
    <Modal open={open} onClose={onClose} title={t('interview.outcomeTitle')} testId="outcome-dialog">
      <Form form={form} onSubmit={submit} className="form stack" testId="outcome-form">
        {record.isError ? <Alert tone="error">{serverMessage(record.error, t('interview.saveFailed'))}</Alert> : null}
        <p className="muted">{t('interview.outcomeLead')}</p>
        <FormSelect name="outcome" label={t('interview.outcome')} required>
          {INTERVIEW_OUTCOMES.map((value) => (
            <option key={value} value={value}>
              {t(`interview.outcomes.${value}`)}
            </option>
          ))}
        </FormSelect>
        {outcome === 'not_selected' ? (
          <FormSelect
            name="reason"
            label={t('interview.reason')}
            rules={{ setValueAs: (value: string) => value || null }}
            required
          >
            <option value="">{t('interview.chooseReason')}</option>
            {NOT_SELECTED_REASONS.map((value) => (
              <option key={value} value={value}>
                {t(`interview.reasons.${value}`)}
              </option>
            ))}
          </FormSelect>
        ) : null}
        <FormTextArea name="note" label={t('interview.outcomeNote')} hint={t('interview.outcomeNoteHint')} rows={3} />
        <FormActions busy={record.isPending} onCancel={onClose} submitLabel={t('interview.saveOutcome')} />
      </Form>
    </Modal>
  );
}
