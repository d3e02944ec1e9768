import { useTranslation } from 'react-i18next';
import type { EnrolmentStatus } from 'shared-api';
import { NAMESPACE } from '../../../i18n/namespace.ts';

/** A seeker's own enrolment status in words: "You are enrolled", "You are number 2 on the waiting list"… */
export function EnrolmentStatusText({ status, position }: { status: EnrolmentStatus; position: number | null }) {
  const { t } = useTranslation(NAMESPACE);
  if (status === 'waiting') return <>{t('skills.status.waiting', { position: position ?? 0 })}</>;
  return <>{t(`skills.status.${status}`)}</>;
}
