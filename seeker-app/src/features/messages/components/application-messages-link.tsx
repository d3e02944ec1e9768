import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatNumber, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';

/** The link from an application to its message thread, with the number of messages the seeker has not read. */
export function ApplicationMessagesLink({ applicationId, unread }: { applicationId: string; unread: number }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  return (
    <Link
      to={`/job_seeker/applications/${applicationId}/messages`}
      className="btn btn-secondary"
      data-testid="application-messages-link"
    >
      {unread > 0 ? t('thread.linkUnread', { count: unread, n: formatNumber(unread, language) }) : t('thread.link')}
    </Link>
  );
}
