import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageStatus } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';

export function NotFoundPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageStatus(404);
  return (
    <section className="page">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.message')}</p>
      <Link to="/">{t('notFound.home')}</Link>
    </section>
  );
}
