import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deadlineDaysLeft } from 'shared-api';
import { formatNumber } from '../format.ts';
import { usePageLive } from '../use-hydrated.ts';
import { useLanguage } from '../use-language.ts';

const clientNow = () => Math.floor(Date.now() / 60_000); // minutes: a stable value between renders

/**
 * "Closes today" / "3 days left" / "Closed" for a deadline day, counted in Asia/Kathmandu exactly as the
 * server expires jobs (deadlineDaysLeft in the contract). Not part of the server's HTML: the server and the browser
 * render at different moments. Mounted on a live page (client-side navigation) it shows at once; on a page that
 * hydrates it appears in a transition after hydration, so a list of cards fills in as interruptible work instead of
 * one synchronous render of every card (docs/decisions/jobs-page-hydration-cost.md).
 */
export function DeadlineDaysLeft({ deadline }: { deadline: string | null | undefined }) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const live = usePageLive();
  const [minute, setMinute] = useState(() => (live ? clientNow() : null));
  useEffect(() => {
    if (minute === null) startTransition(() => setMinute(clientNow()));
  }, [minute]);
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
