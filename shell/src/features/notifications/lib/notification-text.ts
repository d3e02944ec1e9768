import type { TFunction } from 'i18next';
import type { Language, Notification } from 'shared-api';
import { formatDate, formatDateTime, formatNumber } from 'shared-ui';

const INTERVIEW_TEXT: Record<string, string> = {
  scheduled: 'notifications.text.interviewScheduled',
  rescheduled: 'notifications.text.interviewRescheduled',
  cancelled: 'notifications.text.interviewCancelled',
  withdrawn: 'notifications.text.interviewWithdrawn',
  hired: 'notifications.text.interviewHired',
  not_selected: 'notifications.text.interviewNotSelected',
};

/** The sentence of one notification in the reader's language, from its kind and params. */
export function notificationText(t: TFunction, item: Notification, language: Language): string {
  const params = {
    jobTitle: item.params.jobTitle ?? '',
    companyName: item.params.companyName ?? '',
    seekerName: item.params.seekerName || t('notifications.someone'),
    reason: item.params.reason ?? '',
    deadline: formatDate(item.params.deadline ?? null, language),
    trainingTitle: (language === 'ne' ? item.params.trainingTitle_ne : item.params.trainingTitle_en) ?? '',
    startDate: formatDate(item.params.startDate ?? null, language),
    position: formatNumber(Number(item.params.position ?? 0), language),
    schedule: (language === 'ne' ? item.params.schedule_ne : item.params.schedule_en) ?? '',
    venue: (language === 'ne' ? item.params.venue_ne : item.params.venue_en) ?? '',
    when: formatDateTime(item.params.startsAt ?? null, language),
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
    case 'training_enrolment':
      if (item.params.status === 'waiting') return t('notifications.text.trainingWaiting', params);
      if (item.params.status === 'promoted') return t('notifications.text.trainingPromoted', params);
      if (item.params.status === 'cancelled') return t('notifications.text.trainingCancelled', params);
      if (item.params.status === 'changed') return t('notifications.text.trainingChanged', params);
      return t('notifications.text.trainingEnrolled', params);
    case 'training_reminder':
      return t('notifications.text.trainingReminder', params);
    case 'interview':
      return t(INTERVIEW_TEXT[item.params.status ?? ''] ?? 'notifications.text.interviewScheduled', params);
    case 'interview_answer':
      return item.params.answer === 'confirmed'
        ? t('notifications.text.interviewConfirmed', params)
        : t('notifications.text.interviewRescheduleRequested', params);
    case 'invitation_received':
      return t('notifications.text.invitationReceived', params);
    case 'message_received':
      return t('notifications.text.messageReceived', {
        ...params,
        senderName:
          item.params.senderName ||
          (item.params.from === 'employer' ? t('notifications.theEmployer') : t('notifications.theApplicant')),
      });
  }
}
