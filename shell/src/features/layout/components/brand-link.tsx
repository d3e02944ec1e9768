import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalizedPath } from 'shared-ui';

/** The portal's mark and a name, leading to the home page in the reader's language. */
export function BrandLink({ name, testId }: { name: string; testId: string }) {
  const { t } = useTranslation('shell');
  const localize = useLocalizedPath();
  return (
    <Link to={localize('/')} className="brand" data-testid={testId}>
      <span className="brand-mark" aria-hidden="true">
        {t('app.shortName')}
      </span>
      <span className="brand-name">{name}</span>
    </Link>
  );
}
