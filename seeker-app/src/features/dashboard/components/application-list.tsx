import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Application } from 'shared-api';
import { Badge, displayOther, formatDate, useLanguage, useLocalizedPath } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useInterviewsByApplication } from '../../applications/api/interviews.ts';
import { ApplicationInterview } from '../../applications/components/application-interview.tsx';
import { OwnScreeningAnswers } from '../../applications/components/own-screening-answers.tsx';
import { canWithdraw, WithdrawApplication } from '../../applications/components/withdraw-application.tsx';
import { useUnreadByApplication } from '../../messages/api/get-unread-messages.ts';
import { ApplicationMessagesLink } from '../../messages/components/application-messages-link.tsx';

/**
 * Applications with their status badge (and the reason when rejected, the date when withdrawn), and Withdraw for
 * those the employer has not rejected. Each job title is a heading one level below the list's own heading
 * (`headingLevel`: 2 under a page's h1, 3 under a section's h2), and its parts one level below that.
 */
export function ApplicationList({
  applications,
  headingLevel = 3,
}: {
  applications: readonly Application[];
  headingLevel?: 2 | 3;
}) {
  const Title = `h${headingLevel}` as const;
  const partLevel = (headingLevel + 1) as 3 | 4;
  const { t } = useTranslation(NAMESPACE);
  const localize = useLocalizedPath();
  const language = useLanguage();
  const unread = useUnreadByApplication();
  const interviews = useInterviewsByApplication();
  if (applications.length === 0) return <p className="empty-state">{t('dashboard.noApplications')}</p>;
  return (
    <ul className="application-list" data-testid="application-list">
      {applications.map((application) => {
        const place = displayOther(application.job.location, application.job.customLocation, language);
        const interview = interviews.get(application.id);
        return (
          <li key={application.id} className="application-item">
            <div>
              <Title className="application-title">
                <Link to={localize(`/jobs/${application.jobId}`)}>{application.job.title}</Link>
              </Title>
              <p className="muted">{[application.job.companyName, place].filter(Boolean).join(' · ')}</p>
              <p className="muted">
                <time dateTime={application.appliedAt}>
                  {t('dashboard.appliedOn', { date: formatDate(application.appliedAt, language) })}
                </time>
              </p>
              {application.status === 'rejected' && application.rejectionReason ? (
                <p>{t('dashboard.rejectionReason', { reason: application.rejectionReason })}</p>
              ) : null}
              {application.status === 'withdrawn' && application.withdrawnAt ? (
                <p className="muted">
                  <time dateTime={application.withdrawnAt}>
                    {t('withdraw.on', { date: formatDate(application.withdrawnAt, language) })}
                  </time>
                </p>
              ) : null}
              {interview ? <ApplicationInterview interview={interview} level={partLevel} /> : null}
              {application.answeredScreening ? (
                <OwnScreeningAnswers applicationId={application.id} level={partLevel} />
              ) : null}
            </div>
            <div className="application-item-actions">
              <Badge status={application.status} />
              <ApplicationMessagesLink applicationId={application.id} unread={unread.get(application.id) ?? 0} />
              {canWithdraw(application) ? <WithdrawApplication application={application} /> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
