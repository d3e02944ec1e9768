import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n/namespace.ts';

export function DashboardPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className="page stack">
      <h1>{t('dashboard.title')}</h1>
      <p>{t('dashboard.intro')}</p>
    </section>
  );
}
