import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';
import { unavailableTexts } from '../../../i18n/unavailable-texts.ts';

type Props = { manifestMissing: boolean; onRetry: () => void };

/** Shown in place of a section that failed; says it in both languages, current one first. */
export function RemoteUnavailable({ manifestMissing, onRetry }: Props) {
  const { t, i18n } = useTranslation('shell');
  const other = i18n.language === 'ne' ? 'en' : 'ne';
  const key = manifestMissing ? 'manifestUnavailable' : 'unavailable';
  return (
    <section className="remote-unavailable" role="alert" data-testid="remote-unavailable">
      <p className="alert-title">{t(`remote.${key}`)}</p>
      <p lang={other}>{unavailableTexts[other][key]}</p>
      <Button onClick={onRetry} data-testid="remote-retry">
        {t('remote.retry')}
      </Button>
    </section>
  );
}
