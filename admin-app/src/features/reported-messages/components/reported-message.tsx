import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MessageReport } from 'shared-api';
import { Button, formatDateTime, useLanguage, useLocalizedPath } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';

/** One open report: the message as written, who sent it to whom about which job, the reason, and the two actions. */
export function ReportedMessage({
  report,
  busy,
  onDismiss,
  onDeactivate,
}: {
  report: MessageReport;
  busy: boolean;
  onDismiss: () => void;
  onDeactivate: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const localize = useLocalizedPath();
  const headingId = useId();
  const sender = report.sender.name || t('reportedMessages.deletedName');
  const side = report.message.from === 'employer' ? t('reportedMessages.employer') : t('reportedMessages.applicant');
  return (
    <li className="approval-card stack" aria-labelledby={headingId} data-testid="reported-message">
      <h2 id={headingId} className="approval-name">
        {t('reportedMessages.from', { name: sender, side })}
      </h2>
      <blockquote className="message-quote">{report.message.body}</blockquote>
      <dl className="approval-details">
        <div>
          <dt>{t('reportedMessages.sentAt')}</dt>
          <dd>{formatDateTime(report.message.createdAt, language)}</dd>
        </div>
        <div>
          <dt>{t('reportedMessages.to')}</dt>
          <dd>{report.recipientName || t('reportedMessages.deletedName')}</dd>
        </div>
        <div>
          <dt>{t('reportedMessages.application')}</dt>
          <dd>
            <Link to={localize(`/jobs/${report.application.jobId}`)}>{report.application.jobTitle}</Link>
          </dd>
        </div>
        <div>
          <dt>{t('reportedMessages.reason')}</dt>
          <dd className="message-body">{report.reason}</dd>
        </div>
        <div>
          <dt>{t('reportedMessages.reportedBy')}</dt>
          <dd>
            {t('reportedMessages.reportedByOn', {
              name: report.reporterName || t('reportedMessages.deletedName'),
              date: formatDateTime(report.reportedAt, language),
            })}
          </dd>
        </div>
      </dl>
      <div className="row">
        <Button variant="secondary" busy={busy} onClick={onDismiss} data-testid="report-dismiss">
          {t('reportedMessages.dismiss')}
        </Button>
        {report.sender.isActive ? (
          <Button variant="danger" disabled={busy} onClick={onDeactivate} data-testid="report-deactivate">
            {t('reportedMessages.deactivate', { name: sender })}
          </Button>
        ) : (
          <p className="muted">{t('reportedMessages.senderInactive')}</p>
        )}
      </div>
    </li>
  );
}
