import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Spinner, serverMessage, useDocumentTitle, useLocalizedPath } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { StaticPage } from '../../static/components/static-page.tsx';
import { useConfirmAlert, useUnsubscribeAlert } from '../api/save-alert.ts';

type Mutation = { isPending: boolean; isSuccess: boolean; error: unknown; isIdle: boolean };

function Outcome({ state, done, failed }: { state: Mutation; done: string; failed: string }) {
  const { t } = useTranslation(NAMESPACE);
  const localize = useLocalizedPath();
  if (state.isIdle || state.isPending) return <Spinner label={t('alerts.working')} />;
  if (state.isSuccess) {
    return (
      <Alert tone="success">
        {done} <Link to={localize('/jobs')}>{t('alerts.backToJobs')}</Link>
      </Alert>
    );
  }
  return <Alert tone="error">{serverMessage(state.error, failed)}</Alert>;
}

/** Runs `action` once when the page opens (the link's own click is the confirmation: no second click). */
function useOnce(action: () => void) {
  const ran = useRef(false);
  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    action();
  });
}

/** /alerts/confirm?token=…: the double opt-in link of an anonymous alert. */
export function ConfirmAlertPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const confirm = useConfirmAlert();
  useDocumentTitle(t('alerts.confirmTitle'));
  useOnce(() => confirm.mutate(params.get('token') ?? ''));
  return (
    <StaticPage title={t('alerts.confirmTitle')}>
      <Outcome state={confirm} done={t('alerts.confirmed')} failed={t('alerts.badLink')} />
    </StaticPage>
  );
}

/**
 * /alerts/unsubscribe?alert=…&token=…: one click from the email stops exactly that alert, no login needed. The
 * request is a POST sent by the page (mail scanners that merely fetch the link change nothing).
 */
export function UnsubscribeAlertPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const unsubscribe = useUnsubscribeAlert();
  useDocumentTitle(t('alerts.unsubscribeTitle'));
  useOnce(() => unsubscribe.mutate({ alert: params.get('alert') ?? '', token: params.get('token') ?? '' }));
  return (
    <StaticPage title={t('alerts.unsubscribeTitle')}>
      <Outcome state={unsubscribe} done={t('alerts.unsubscribed')} failed={t('alerts.badLink')} />
    </StaticPage>
  );
}
