import { useTranslation } from 'react-i18next';
import { Alert, formatNumber, Spinner, useDocumentTitle, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useStats } from '../api/get-stats.ts';

export function DashboardPage() {
  const { t } = useTranslation(NAMESPACE);
  useDocumentTitle(t('dashboard.title'));
  const language = useLanguage();
  const stats = useStats();
  const data = stats.data;
  const figures = data
    ? [
        { label: t('dashboard.jobsOpen'), value: data.jobs.open },
        { label: t('dashboard.jobsClosed'), value: data.jobs.closed },
        { label: t('dashboard.employersPending'), value: data.employers.pending },
        { label: t('dashboard.employersApproved'), value: data.employers.approved },
        { label: t('dashboard.employersRejected'), value: data.employers.rejected },
        { label: t('dashboard.seekers'), value: data.seekers },
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
        <dl className="admin-stats">
          {figures.map((figure) => (
            <div key={figure.label} className="admin-stat">
              <dt>{figure.label}</dt>
              <dd className="figure-value">{formatNumber(figure.value, language)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
