import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner.tsx';

// The thread is its own chunk, loaded when a thread first renders: every page loads shared-ui's entry, and only an
// applicant's page and a seeker's conversation show a thread.
const Thread = lazy(() => import('./message-thread.tsx').then((module) => ({ default: module.MessageThread })));

/** The messages of one application (`message-thread.tsx`), loaded on first use. */
export function MessageThread({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Spinner label={t('actions.loading')} />}>
      <Thread applicationId={applicationId} />
    </Suspense>
  );
}
