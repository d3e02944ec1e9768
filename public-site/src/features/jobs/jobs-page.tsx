import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n/namespace.ts';

/** Placeholder until the job listing issue: keeps /jobs (the seekers' landing page) from showing a 404. */
export function JobsPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className="page">
      <h1>{t('jobs.title')}</h1>
      <p>{t('jobs.comingSoon')}</p>
    </section>
  );
}
