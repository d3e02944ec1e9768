import type { TFunction } from 'i18next';
import type { Language, Notification } from 'shared-api';
import { formatDate } from 'shared-ui';

/** The sentence of one notification in the reader's language, from its kind and params. */
export function notificationText(t: TFunction, item: Notification, language: Language): string {
  const params = {
    jobTitle: item.params.jobTitle ?? '',
    companyName: item.params.companyName ?? '',
    seekerName: item.params.seekerName || t('notifications.someone'),
    reason: item.params.reason ?? '',
    deadline: formatDate(item.params.deadline ?? null, language),
  };
  switch (item.kind) {
    case 'application_received':
      return t('notifications.text.applicationReceived', params);
    case 'application_status':
      if (item.params.status === 'shortlisted') return t('notifications.text.shortlisted', params);
      if (item.params.status === 'rejected') {
        return params.reason
          ? t('notifications.text.rejectedWithReason', params)
          : t('notifications.text.rejected', params);
      }
      return t('notifications.text.viewed', params);
    case 'employer_decision':
      if (item.params.status === 'approved') return t('notifications.text.employerApproved');
      return params.reason
        ? t('notifications.text.employerRejectedWithReason', params)
        : t('notifications.text.employerRejected');
    case 'job_closing':
      return t('notifications.text.jobClosing', params);
    case 'account_deactivated':
      return t('notifications.text.accountDeactivated');
  }
}
