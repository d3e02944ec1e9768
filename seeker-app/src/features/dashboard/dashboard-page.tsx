import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from 'shared-api';
import { NAMESPACE } from '../../i18n/namespace.ts';

export function DashboardPage() {
  const { t } = useTranslation(NAMESPACE);
  const user = useSession((state) => state.user);
  const name = user?.role === 'job_seeker' ? user.profile.fullName : '';
  return (
    <section className="page stack">
      <h1>{name ? t('dashboard.welcome', { name }) : t('dashboard.welcomeAnonymous')}</h1>
      <p>{t('dashboard.intro')}</p>
      <Link to="/jobs">{t('dashboard.browseJobs')}</Link>
    </section>
  );
}
