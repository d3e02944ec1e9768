import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert, formatNumber, Spinner, useDocumentTitle, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useStats } from '../api/get-stats.ts';

type Figure = { label: string; value: number; to?: string };

/**
 * The portal's counts, each a link to the admin list that shows the same rows (filtered the same way). Open jobs
 * are exactly the public site's list; applications have no admin list, so their count is not a link.
 */
export function DashboardPage() {
  const { t } = useTranslation(NAMESPACE);
  useDocumentTitle(t('dashboard.title'));
  const language = useLanguage();
  const stats = useStats();
  const data = stats.data;
  const figures: Figure[] = data
    ? [
        { label: t('dashboard.jobsOpen'), value: data.jobs.open, to: '/admin/jobs?state=open' },
        { label: t('dashboard.jobsExpired'), value: data.jobs.expired, to: '/admin/jobs?state=expired' },
        { label: t('dashboard.jobsHidden'), value: data.jobs.hidden, to: '/admin/jobs?state=hidden' },
        { label: t('dashboard.jobsClosed'), value: data.jobs.closed, to: '/admin/jobs?state=closed' },
        { label: t('dashboard.employersPending'), value: data.employers.pending, to: '/admin/approvals' },
        {
          label: t('dashboard.employersApproved'),
          value: data.employers.approved,
          to: '/admin/employers?approvalStatus=approved',
        },
        {
          label: t('dashboard.employersRejected'),
          value: data.employers.rejected,
          to: '/admin/employers?approvalStatus=rejected',
        },
        { label: t('dashboard.seekers'), value: data.seekers, to: '/admin/seekers' },
        { label: t('dashboard.applications'), value: data.applications },
      ]
    : [];
  return (
    <section className="page stack">
      <h1>{t('dashboard.title')}</h1>
      <p>{t('dashboard.intro')}</p>
      {stats.isPending ? <Spinner /> : null}
      {stats.isError ? <Alert tone="error">{t('messages.loadFailed')}</Alert> : null}
      {data ? (
        <ul className="admin-stats">
          {figures.map((figure) => {
            const body = (
              <>
                <span className="admin-stat-label">{figure.label}</span>{' '}
                <span className="figure-value">{formatNumber(figure.value, language)}</span>
              </>
            );
            return (
              <li key={figure.label} className="admin-stat">
                {figure.to ? <Link to={figure.to}>{body}</Link> : body}
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
