import { Button, useTranslation } from 'shared-ui';

type Props = { manifestMissing: boolean; onRetry: () => void };

/** Shown in place of a section that failed; says it in both languages, current one first. */
export function RemoteUnavailable({ manifestMissing, onRetry }: Props) {
  const { t, i18n } = useTranslation('shell');
  const other = i18n.language === 'ne' ? 'en' : 'ne';
  const tOther = i18n.getFixedT(other, 'shell');
  const key = manifestMissing ? 'remote.manifestUnavailable' : 'remote.unavailable';
  return (
    <section className="remote-unavailable" role="alert" data-testid="remote-unavailable">
      <p className="alert-title">{t(key)}</p>
      <p lang={other}>{tOther(key)}</p>
      <Button onClick={onRetry} data-testid="remote-retry">
        {t('remote.retry')}
      </Button>
    </section>
  );
}
