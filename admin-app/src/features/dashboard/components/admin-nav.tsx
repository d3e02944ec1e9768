import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { formatNumber, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { usePendingEmployers } from '../../approvals/api/get-pending-employers.ts';

type Link = { to: string; label: string; badge?: number };

function Group({ title, links, id }: { title: string; links: Link[]; id: string }) {
  const language = useLanguage();
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className="admin-nav-group">
      <h2 className="admin-nav-heading" id={id}>
        {title}
      </h2>
      <ul aria-labelledby={id}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end>
              <span>{link.label}</span>
              {link.badge ? (
                <span className="admin-nav-badge" data-testid="pending-badge">
                  <span aria-hidden="true">{formatNumber(link.badge, language)}</span>
                  <span className="visually-hidden">{t('nav.pendingCount', { count: link.badge })}</span>
                </span>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function AdminNav() {
  const { t } = useTranslation(NAMESPACE);
  const { pathname } = useLocation();
  const pending = usePendingEmployers();
  const { refetch } = pending;
  // The badge is refreshed on every route change (spec section 2).
  useEffect(() => {
    if (pathname) void refetch();
  }, [pathname, refetch]);
  const pendingCount = pending.data?.total ?? 0;
  return (
    <nav className="admin-sidebar" aria-label={t('nav.label')}>
      <Group
        id="admin-nav-content"
        title={t('nav.content')}
        links={[
          { to: '/admin/dashboard', label: t('nav.dashboard') },
          { to: '/admin/insights', label: t('nav.insights') },
          { to: '/admin/jobs', label: t('nav.jobs') },
          { to: '/admin/categories', label: t('nav.categories') },
          { to: '/admin/trainings', label: t('nav.trainings') },
        ]}
      />
      <Group
        id="admin-nav-users"
        title={t('nav.users')}
        links={[
          { to: '/admin/employers', label: t('nav.employers') },
          { to: '/admin/seekers', label: t('nav.seekers') },
          { to: '/admin/approvals', label: t('nav.approvals'), badge: pendingCount },
          { to: '/admin/reported-messages', label: t('nav.reportedMessages') },
          { to: '/admin/audit-log', label: t('nav.auditLog') },
        ]}
      />
      <Group
        id="admin-nav-attributes"
        title={t('nav.attributes')}
        links={[
          { to: '/admin/locations', label: t('nav.locations') },
          { to: '/admin/attributes/industries', label: t('lists.industries') },
          { to: '/admin/attributes/job-types', label: t('lists.job-types') },
          { to: '/admin/attributes/experience-levels', label: t('lists.experience-levels') },
          { to: '/admin/attributes/education-levels', label: t('lists.education-levels') },
          { to: '/admin/attributes/job-levels', label: t('lists.job-levels') },
          { to: '/admin/attributes/salary-ranges', label: t('lists.salary-ranges') },
          { to: '/admin/attributes/skills', label: t('lists.skills') },
        ]}
      />
    </nav>
  );
}
