import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Interview, InterviewScheduleBody } from 'shared-api';
import { INTERVIEW_MODES } from 'shared-api/area-constants';
import { interviewScheduleSchema } from 'shared-api/schemas';
import { Alert, formatNumber, Modal, serverMessage, toDevanagariDigits, useLanguage } from 'shared-ui';
import {
  applyServerError,
  Form,
  FormActions,
  FormDateField,
  FormField,
  FormSelect,
  FormTextArea,
  useContractForm,
} from 'shared-ui/form';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useScheduleInterview } from '../api/interview.ts';
import { INTERVIEW_LENGTHS, INTERVIEW_TIMES, scheduleDefaults } from '../lib/interview-choices.ts';

type Props = {
  open: boolean;
  applicationId: string;
  jobId: string;
  /** The interview to move; none (or a cancelled one) schedules a new one. */
  current: Interview | null | undefined;
  onClose: () => void;
};

/**
 * Schedules or moves an interview: the day in either calendar (the site's date field), a time in Nepal time, how
 * long, and how: in person (a place), by phone (a number) or online (an https link); a note to the applicant.
 */
export function InterviewDialog({ open, applicationId, jobId, current, onClose }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const schedule = useScheduleInterview(applicationId, jobId);
  const form = useContractForm(interviewScheduleSchema, { defaultValues: scheduleDefaults(current) });
  const { reset } = form;
  const { reset: resetSchedule } = schedule;
  useEffect(() => {
    if (open) {
      reset(scheduleDefaults(current));
      resetSchedule();
    }
  }, [open, current, reset, resetSchedule]);
  const mode = form.watch('mode');
  const digits = (text: string) => (language === 'ne' ? toDevanagariDigits(text) : text);
  const moving = Boolean(current && !current.cancelled);
  const submit = (body: InterviewScheduleBody) =>
    schedule.mutate(body, { onSuccess: onClose, onError: (error) => applyServerError(form, error) });
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={moving ? t('interview.rescheduleTitle') : t('interview.scheduleTitle')}
      testId="interview-dialog"
    >
      <Form form={form} onSubmit={submit} className="form stack" testId="interview-form">
        {schedule.isError ? (
          <Alert tone="error">{serverMessage(schedule.error, t('interview.saveFailed'))}</Alert>
        ) : null}
        <FormDateField name="date" label={t('interview.date')} bounds="interview" required />
        <FormSelect name="time" label={t('interview.time')} required>
          {INTERVIEW_TIMES.map((time) => (
            <option key={time} value={time}>
              {digits(time)}
            </option>
          ))}
        </FormSelect>
        <FormSelect
          name="durationMinutes"
          label={t('interview.duration')}
          rules={{ setValueAs: (value: string) => Number(value) }}
          required
        >
          {INTERVIEW_LENGTHS.map((minutes) => (
            <option key={minutes} value={minutes}>
              {t('interview.minutes', { n: formatNumber(minutes, language) })}
            </option>
          ))}
        </FormSelect>
        <FormSelect name="mode" label={t('interview.mode')} required>
          {INTERVIEW_MODES.map((value) => (
            <option key={value} value={value}>
              {t(`interview.modes.${value}`)}
            </option>
          ))}
        </FormSelect>
        <FormField
          name="location"
          label={t(`interview.location.${mode ?? 'in_person'}`)}
          type={mode === 'online' ? 'url' : mode === 'phone' ? 'tel' : 'text'}
          inputMode={mode === 'phone' ? 'tel' : undefined}
          placeholder={mode === 'online' ? 'https://' : undefined}
          autoComplete="off"
          required
        />
        <FormTextArea name="note" label={t('interview.note')} rows={3} />
        <FormActions
          busy={schedule.isPending}
          onCancel={onClose}
          submitLabel={moving ? t('interview.saveReschedule') : t('interview.saveSchedule')}
        />
      </Form>
    </Modal>
  );
}
