import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NAMESPACE } from '../../../i18n/namespace.ts';

export function AreaNotFound() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className="page stack">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.message')}</p>
      <Link to="/admin/jobs">{t('notFound.backToJobs')}</Link>
    </section>
  );
}
