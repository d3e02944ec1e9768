import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LanguageToggle, useLocalizedPath } from 'shared-ui';

/**
 * The top of a page without the site header (sign-up, admin login): the portal's name leading home and the
 * language toggle, so nobody is stuck on it in a language they do not read.
 */
export function BareBar() {
  const { t } = useTranslation('shell');
  const localize = useLocalizedPath();
  return (
    <div className="bare-bar">
      <Link to={localize('/')} className="brand" data-testid="bare-home">
        <span className="brand-mark" aria-hidden="true">
          {t('app.shortName')}
        </span>
        <span className="brand-name">{t('nav.home')}</span>
      </Link>
      <LanguageToggle />
    </div>
  );
}
