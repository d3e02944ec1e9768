import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { deadlineDaysLeft } from 'shared-api';
import { formatNumber } from '../format.ts';
import { useLanguage } from '../use-language.ts';

const noSubscription = () => () => {};
const clientNow = () => Math.floor(Date.now() / 60_000); // minutes: a stable snapshot between renders
const serverNow = () => null;

/**
 * "Closes today" / "3 days left" / "Closed" for a deadline day, counted in Asia/Kathmandu exactly as the
 * server expires jobs (deadlineDaysLeft in the contract). Shown after hydration only: the server and the
 * browser render at different moments, so the count is not part of the server's HTML.
 */
export function DeadlineDaysLeft({ deadline }: { deadline: string | null | undefined }) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const minute = useSyncExternalStore(noSubscription, clientNow, serverNow);
  const days = minute === null ? null : deadlineDaysLeft(deadline, new Date(minute * 60_000));
  if (days === null) return null;
  const text =
    days < 0
      ? t('calendar.closed')
      : days === 0
        ? t('calendar.closesToday')
        : t('calendar.daysLeft', { count: days, days: formatNumber(days, language) });
  return <span className={days <= 0 ? 'deadline-left deadline-left-urgent' : 'deadline-left'}>{text}</span>;
}
