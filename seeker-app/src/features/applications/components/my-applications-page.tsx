import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Pager, Spinner, useDocumentTitle, useLocalizedPath } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { ApplicationList } from '../../dashboard/components/application-list.tsx';
import { useApplicationsPage } from '../api/get-applications-page.ts';

/** The page number of `?page=`, from 1 (anything else is page 1). */
const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** /job_seeker/applications: every application with its job, date, status and rejection reason, a page at a time. */
export function MyApplicationsPage() {
  const { t } = useTranslation(NAMESPACE);
  const localize = useLocalizedPath();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const applications = useApplicationsPage(page);
  useDocumentTitle(t('myApplications.title'));

  const goTo = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0 });
  };

  return (
    <section className="page stack" aria-labelledby="my-applications-title">
      <h1 id="my-applications-title">{t('myApplications.title')}</h1>
      {applications.isPending ? (
        <Spinner />
      ) : applications.isError ? (
        <Alert tone="error">{t('dashboard.loadFailed')}</Alert>
      ) : applications.data.total === 0 ? (
        <div className="empty-state stack">
          <p>{t('dashboard.noApplications')}</p>
          <Link to={localize('/jobs')}>{t('dashboard.browseJobs')}</Link>
        </div>
      ) : (
        <>
          <ApplicationList applications={applications.data.items} headingLevel={2} />
          <Pager
            page={applications.data.page}
            pageSize={applications.data.pageSize}
            total={applications.data.total}
            onPageChange={goTo}
          />
        </>
      )}
    </section>
  );
}
