import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationStatus, Interview } from 'shared-api';
import {
  Alert,
  Badge,
  Button,
  ConfirmDialog,
  formatDateTime,
  formatNumber,
  Spinner,
  serverMessage,
  useLanguage,
} from 'shared-ui';
import { InterviewFacts } from 'shared-ui/areas';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useCancelInterview, useInterview } from '../api/interview.ts';
import { InterviewDialog } from './interview-dialog.tsx';
import { OutcomeDialog } from './outcome-dialog.tsx';

type Props = { applicationId: string; jobId: string; status: ApplicationStatus };

/** The interview's facts: when (both calendars, Nepal time), how long, how and where, the note. */
function Facts({ interview }: { interview: Interview }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  return (
    <InterviewFacts
      interview={interview}
      labels={{
        when: t('interview.when'),
        whenValue: t('interview.whenValue', { when: formatDateTime(interview.startsAt, language) }),
        duration: t('interview.duration'),
        durationValue: t('interview.minutes', { n: formatNumber(interview.durationMinutes, language) }),
        where: t(`interview.location.${interview.mode}`),
        note: t('interview.note'),
      }}
    />
  );
}

/**
 * The applicant page's interview: schedule one after the shortlist; then its facts, the applicant's answer,
 * reschedule, cancel (confirmed first) and the outcome. The stages come after the four statuses.
 */
export function ApplicantInterview({ applicationId, jobId, status }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation('common');
  const language = useLanguage();
  const interview = useInterview(applicationId);
  const cancel = useCancelInterview(applicationId, jobId);
  const [dialog, setDialog] = useState<'schedule' | 'outcome' | 'cancel' | null>(null);
  const current = interview.data;
  const standing = current && !current.cancelled ? current : null;
  const shortlisted = status === 'shortlisted';
  return (
    <section id="interview" className="card stack applicant-interview" aria-labelledby="applicant-interview-title">
      <h2 id="applicant-interview-title">{t('interview.title')}</h2>
      {interview.isPending ? (
        <Spinner label={tc('actions.loading')} />
      ) : interview.isError ? (
        <Alert tone="error">{serverMessage(interview.error, t('interview.loadFailed'))}</Alert>
      ) : (
        <>
          {cancel.isError ? <Alert tone="error">{serverMessage(cancel.error, t('interview.saveFailed'))}</Alert> : null}
          {current?.cancelled ? <p className="muted">{t('interview.cancelledNote')}</p> : null}
          {standing ? (
            <>
              <p>
                <Badge
                  tone={standing.outcome?.outcome === 'not_selected' ? 'red' : standing.outcome ? 'green' : 'blue'}
                >
                  {t(`interview.stages.${standing.stage ?? 'interview_scheduled'}`)}
                </Badge>
              </p>
              <Facts interview={standing} />
              {standing.answer ? (
                <Alert
                  tone={standing.answer.answer === 'confirmed' ? 'success' : 'warning'}
                  title={t(`interview.answers.${standing.answer.answer}`)}
                  testId="interview-answer"
                >
                  {standing.answer.note ??
                    t('interview.answeredOn', { date: formatDateTime(standing.answer.at, language) })}
                </Alert>
              ) : (
                <p className="muted">{t('interview.noAnswer')}</p>
              )}
              {standing.outcome ? (
                <Alert tone={standing.outcome.outcome === 'hired' ? 'success' : 'info'} testId="interview-outcome">
                  {standing.outcome.outcome === 'hired'
                    ? t('interview.outcomes.hired')
                    : `${t('interview.outcomes.not_selected')}: ${t(`interview.reasons.${standing.outcome.reason ?? 'other'}`)}`}
                  {standing.outcome.note ? ` — ${standing.outcome.note}` : ''}
                </Alert>
              ) : (
                <div className="row">
                  <Button onClick={() => setDialog('outcome')}>{t('interview.recordOutcome')}</Button>
                  <Button variant="secondary" onClick={() => setDialog('schedule')}>
                    {t('interview.reschedule')}
                  </Button>
                  <Button variant="danger" busy={cancel.isPending} onClick={() => setDialog('cancel')}>
                    {t('interview.cancel')}
                  </Button>
                </div>
              )}
            </>
          ) : shortlisted ? (
            <div className="stack">
              <p className="muted">{t('interview.none')}</p>
              <p>
                <Button onClick={() => setDialog('schedule')}>{t('interview.schedule')}</Button>
              </p>
            </div>
          ) : (
            <p className="muted">{t('interview.shortlistFirst')}</p>
          )}
        </>
      )}
      <InterviewDialog
        open={dialog === 'schedule'}
        applicationId={applicationId}
        jobId={jobId}
        current={current}
        onClose={() => setDialog(null)}
      />
      <OutcomeDialog
        open={dialog === 'outcome'}
        applicationId={applicationId}
        jobId={jobId}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === 'cancel'}
        title={t('interview.cancelTitle')}
        message={t('interview.cancelMessage')}
        confirmLabel={t('interview.cancel')}
        tone="danger"
        busy={cancel.isPending}
        onConfirm={() => cancel.mutate(undefined, { onSuccess: () => setDialog(null) })}
        onCancel={() => setDialog(null)}
      />
    </section>
  );
}
