import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { unreadMessagesQuery } from 'shared-api';
import { formatNumber, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useUserId } from '../../../lib/use-user-id.ts';

/** "2 unread messages" on an applicant of the list, from one query of the employer's unread threads. */
export function UnreadMessagesMark({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const unread = useQuery(unreadMessagesQuery(useUserId())).data;
  const count = unread?.threads.find((thread) => thread.applicationId === applicationId)?.unread ?? 0;
  if (count === 0) return null;
  return (
    <p className="unread-messages-mark" data-testid="applicant-unread-messages">
      {t('applicants.unreadMessages', { count, n: formatNumber(count, language) })}
    </p>
  );
}
