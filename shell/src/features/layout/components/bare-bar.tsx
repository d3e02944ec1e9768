import { useTranslation } from 'react-i18next';
import { LanguageToggle } from 'shared-ui';
import { BrandLink } from './brand-link.tsx';

/**
 * The top of a page without the site header (sign-up, admin login): the portal's name leading home and the
 * language toggle, so nobody is stuck on it in a language they do not read.
 */
export function BareBar() {
  const { t } = useTranslation('shell');
  return (
    <div className="bare-bar">
      <BrandLink name={t('nav.home')} testId="bare-home" />
      <LanguageToggle />
    </div>
  );
}
