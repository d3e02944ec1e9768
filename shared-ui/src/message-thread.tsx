import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  messageThreadQuery,
  reportMessageMutation,
  sendMessageMutation,
  type ThreadMessage,
  useSession,
} from 'shared-api';
import { MESSAGE_MAX, MESSAGE_REPORT_REASON_MAX } from 'shared-api/area-constants';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { formatDateTime, formatNumber } from './format.ts';
import { TextAreaField } from './job-form/select-field.tsx';
import { Modal } from './modal.tsx';
import { serverMessage } from './server-message.ts';
import { Spinner } from './spinner.tsx';
import { useLanguage } from './use-language.ts';

/** Who wrote a message, as its reader says it. */
function useSenderName(otherName: string) {
  const { t } = useTranslation(['areas', 'common']);
  return (message: ThreadMessage) => {
    if (message.mine) return t('messageThread.you');
    if (otherName) return otherName;
    return message.from === 'employer' ? t('messageThread.theEmployer') : t('messageThread.theApplicant');
  };
}

/** The composer: a labelled textarea with its character count, checked here as the server checks it. */
function Composer({ applicationId, userId }: { applicationId: string; userId: string }) {
  const { t } = useTranslation(['areas', 'common']);
  const language = useLanguage();
  const client = useQueryClient();
  const send = useMutation(sendMessageMutation(client, userId, applicationId));
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (body.trim() === '') return setError(t('common:errors.message.bodyRequired'));
    if (body.length > MESSAGE_MAX) return setError(t('common:errors.message.bodyTooLong'));
    setError(null);
    send.mutate(body, {
      onSuccess: () => setBody(''),
      onError: (failure) => setError(serverMessage(failure, t('messageThread.sendFailed'))),
    });
  };
  return (
    <form className="form stack" onSubmit={submit} noValidate data-testid="message-form">
      <TextAreaField
        label={t('messageThread.label')}
        name="body"
        rows={3}
        required
        value={body}
        onChange={(event) => setBody(event.target.value)}
        hint={t('messageThread.count', {
          n: formatNumber(body.length, language),
          max: formatNumber(MESSAGE_MAX, language),
        })}
        error={error}
        data-testid="message-body"
      />
      <div className="row">
        <Button type="submit" busy={send.isPending} data-testid="message-send">
          {t('messageThread.send')}
        </Button>
      </div>
    </form>
  );
}

/** The dialog that reports one message to the administrators, with the reader's reason. */
function ReportDialog({
  applicationId,
  userId,
  message,
  onClose,
}: {
  applicationId: string;
  userId: string;
  message: ThreadMessage | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['areas', 'common']);
  const client = useQueryClient();
  const report = useMutation(reportMessageMutation(client, userId, applicationId));
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setError(null);
    report.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!message) return;
    if (reason.trim() === '') return setError(t('common:errors.message.reportReasonRequired'));
    if (reason.trim().length > MESSAGE_REPORT_REASON_MAX)
      return setError(t('common:errors.message.reportReasonTooLong'));
    report.mutate(
      { messageId: message.id, reason },
      {
        onSuccess: close,
        onError: (failure) => setError(serverMessage(failure, t('messageThread.reportFailed'))),
      },
    );
  };
  return (
    <Modal
      open={message !== null}
      onClose={close}
      title={t('messageThread.reportTitle')}
      testId="message-report-dialog"
    >
      <form className="form stack" onSubmit={submit} noValidate>
        <p>{t('messageThread.reportLead')}</p>
        {message ? <blockquote className="message-quote">{message.body}</blockquote> : null}
        <TextAreaField
          label={t('messageThread.reportReason')}
          name="reason"
          rows={3}
          required
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={error}
          data-testid="message-report-reason"
        />
        <div className="row">
          <Button type="submit" variant="danger" busy={report.isPending} data-testid="message-report-send">
            {t('messageThread.report')}
          </Button>
          <Button variant="secondary" onClick={close}>
            {t('common:actions.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/**
 * The message thread of one application, as either party reads it: the messages oldest first with the sender and
 * the time in the reader's calendar, a composer while the thread is open, and a report button on the other party's
 * messages. Opening it marks the reader's messages read (the server does, on the read).
 */
export function MessageThread({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation(['areas', 'common']);
  const language = useLanguage();
  const userId = useSession((state) => state.user?.id ?? '');
  const client = useQueryClient();
  const thread = useQuery(messageThreadQuery(client, userId, applicationId));
  const [reporting, setReporting] = useState<ThreadMessage | null>(null);
  const senderName = useSenderName(thread.data?.otherName ?? '');
  return (
    <section className="card stack message-thread" id="messages" aria-labelledby="message-thread-title">
      <h2 id="message-thread-title">{t('messageThread.title')}</h2>
      {thread.isPending ? (
        <Spinner label={t('common:actions.loading')} />
      ) : thread.isError ? (
        <Alert tone="error">{serverMessage(thread.error, t('messageThread.loadFailed'))}</Alert>
      ) : (
        <>
          <p className="muted">
            {thread.data.you === 'employer' ? t('messageThread.leadEmployer') : t('messageThread.leadSeeker')}
          </p>
          {thread.data.messages.length === 0 ? (
            <p className="muted">{t('messageThread.none')}</p>
          ) : (
            <ol className="message-list" data-testid="message-list">
              {thread.data.messages.map((message) => (
                <li
                  key={message.id}
                  className={message.mine ? 'message-item message-mine' : 'message-item'}
                  data-testid="message-item"
                >
                  <p className="message-meta">
                    <strong>{senderName(message)}</strong>{' '}
                    <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, language)}</time>
                  </p>
                  <p className="message-body">{message.body}</p>
                  {message.mine ? null : message.reported ? (
                    <p className="muted">{t('messageThread.reported')}</p>
                  ) : (
                    <Button variant="ghost" onClick={() => setReporting(message)} data-testid="message-report">
                      {t('messageThread.report')}
                    </Button>
                  )}
                </li>
              ))}
            </ol>
          )}
          {thread.data.open ? (
            <Composer applicationId={applicationId} userId={userId} />
          ) : (
            <Alert tone="info">{t('messageThread.closed')}</Alert>
          )}
        </>
      )}
      <ReportDialog
        applicationId={applicationId}
        userId={userId}
        message={reporting}
        onClose={() => setReporting(null)}
      />
    </section>
  );
}
