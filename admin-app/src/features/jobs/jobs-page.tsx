import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n/namespace.ts';

export function JobsPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className="page stack">
      <h1>{t('jobs.title')}</h1>
      <p>{t('jobs.intro')}</p>
    </section>
  );
}
