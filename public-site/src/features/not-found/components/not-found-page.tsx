import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalizedPath, usePageStatus } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';

export function NotFoundPage() {
  const { t } = useTranslation(NAMESPACE);
  const localize = useLocalizedPath();
  usePageStatus(404);
  return (
    <section className="page">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.message')}</p>
      <Link to={localize('/')}>{t('notFound.home')}</Link>
    </section>
  );
}
