import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { NAMESPACE } from '../../i18n/namespace.ts';

export function AdminNav() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <nav className="admin-sidebar" aria-label={t('nav.label')}>
      <ul>
        <li>
          <NavLink to="/admin/dashboard">{t('nav.dashboard')}</NavLink>
        </li>
        <li>
          <NavLink to="/admin/jobs">{t('nav.jobs')}</NavLink>
        </li>
      </ul>
    </nav>
  );
}
