import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ReceivedInvitation } from 'shared-api';
import { Alert, Button, formatDate, serverMessage, useLanguage, useLocalizedPath } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useDeclineInvitation } from '../api/activity.ts';

/** The seeker's invitations: the job (to read and apply), the company, the day, its state, and Decline. */
export function InvitationList({ items }: { items: ReceivedInvitation[] }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const localize = useLocalizedPath();
  const decline = useDeclineInvitation();
  return (
    <>
      {decline.isError ? (
        <Alert tone="error">{serverMessage(decline.error, t('invitations.declineFailed'))}</Alert>
      ) : null}
      <ul className="application-list" data-testid="invitation-list">
        {items.map((item) => (
          <li key={item.id} className="application-item">
            <div className="stack">
              <Link to={localize(`/jobs/${item.jobId}`)}>{item.jobTitle}</Link>
              <span>
                {t('invitations.from', { company: item.companyName, date: formatDate(item.createdAt, language) })}
              </span>
              <span className="muted">
                {item.status === 'pending' && !item.jobOpen
                  ? t('invitations.closed')
                  : t(`invitations.status.${item.status}`)}
              </span>
            </div>
            {item.status === 'pending' && item.jobOpen ? (
              <Button
                variant="secondary"
                disabled={decline.isPending}
                aria-label={t('invitations.declineFor', { title: item.jobTitle })}
                onClick={() => decline.mutate(item.id)}
              >
                {t('invitations.decline')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
