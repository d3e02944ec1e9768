import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Interview } from 'shared-api';
import { interviewAnswerSchema } from 'shared-api/schemas';
import { Alert, Button, formatDateTime, formatNumber, Modal, serverMessage, useLanguage } from 'shared-ui';
import { InterviewFacts } from 'shared-ui/areas';
import { applyServerError, Form, FormActions, FormTextArea, useContractForm } from 'shared-ui/form';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useAnswerInterview } from '../api/interviews.ts';

/** Asks for another time, with an optional note to the employer. */
function RescheduleDialog({
  open,
  onClose,
  applicationId,
}: {
  open: boolean;
  onClose: () => void;
  applicationId: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const answer = useAnswerInterview(applicationId);
  const form = useContractForm(interviewAnswerSchema, { defaultValues: { answer: 'reschedule_requested', note: '' } });
  const submit = (body: { answer: 'confirmed' | 'reschedule_requested'; note?: string | null }) =>
    answer.mutate(body, { onSuccess: onClose, onError: (error) => applyServerError(form, error) });
  return (
    <Modal open={open} onClose={onClose} title={t('interview.askTitle')} testId="reschedule-dialog">
      <Form form={form} onSubmit={submit} className="form stack">
        {answer.isError ? <Alert tone="error">{serverMessage(answer.error, t('interview.answerFailed'))}</Alert> : null}
        <p className="muted">{t('interview.askLead')}</p>
        <FormTextArea name="note" label={t('interview.askNote')} rows={3} />
        <FormActions busy={answer.isPending} onCancel={onClose} submitLabel={t('interview.askSend')} />
      </Form>
    </Modal>
  );
}

/**
 * An application's interview as its applicant sees it: when (their calendar and language, Nepal time), how long,
 * how and where (a link to call or join), the employer's note; confirm or ask for another time until it starts;
 * a cancellation; the outcome (with the reason of a "not selected", never the employer's own note).
 */
export function ApplicationInterview({
  interview,
  now = Date.now(),
  level = 4,
}: {
  interview: Interview;
  now?: number;
  /** The heading level of the interview's title (one below the application's). */
  level?: 3 | 4;
}) {
  const Heading = `h${level}` as const;
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const answer = useAnswerInterview(interview.applicationId);
  const [asking, setAsking] = useState(false);
  if (interview.outcome) {
    return interview.outcome.outcome === 'hired' ? (
      <Alert tone="success" testId="interview-outcome">
        {t('interview.hired')}
      </Alert>
    ) : (
      <Alert tone="info" testId="interview-outcome">
        {t('interview.notSelected', { reason: t(`interview.reasons.${interview.outcome.reason ?? 'other'}`) })}
      </Alert>
    );
  }
  if (interview.cancelled) {
    return (
      <p className="muted" data-testid="interview-cancelled">
        {t('interview.cancelled')}
      </p>
    );
  }
  const upcoming = new Date(interview.startsAt).getTime() > now;
  return (
    <section
      className="stack application-interview"
      aria-label={t('interview.title')}
      data-testid="application-interview"
    >
      <Heading>{t(upcoming ? 'interview.title' : 'interview.titlePast')}</Heading>
      <InterviewFacts
        interview={interview}
        labels={{
          when: t('interview.when'),
          whenValue: t('interview.whenValue', { when: formatDateTime(interview.startsAt, language) }),
          duration: t('interview.duration'),
          durationValue: t('interview.minutes', { n: formatNumber(interview.durationMinutes, language) }),
          where: t(`interview.modes.${interview.mode}`),
          note: t('interview.note'),
          linkText: t('interview.join'),
        }}
      />
      {answer.isError ? <Alert tone="error">{serverMessage(answer.error, t('interview.answerFailed'))}</Alert> : null}
      {interview.answer ? (
        <p data-testid="interview-answer">{t(`interview.answers.${interview.answer.answer}`)}</p>
      ) : null}
      {upcoming && interview.answer?.answer !== 'confirmed' ? (
        <div className="row">
          <Button busy={answer.isPending} onClick={() => answer.mutate({ answer: 'confirmed' })}>
            {t('interview.confirm')}
          </Button>
          {interview.answer?.answer !== 'reschedule_requested' ? (
            <Button variant="secondary" onClick={() => setAsking(true)}>
              {t('interview.ask')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <RescheduleDialog open={asking} onClose={() => setAsking(false)} applicationId={interview.applicationId} />
    </section>
  );
}
