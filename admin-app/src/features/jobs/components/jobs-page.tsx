import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { AdminJobRow } from 'shared-api';
import { ADMIN_JOB_STATES } from 'shared-api/area-constants';
import { formatDate, jobLocation, useDocumentTitle, useLanguage, useLocalizedPath } from 'shared-ui';
import { DeleteButton } from '../../../components/delete-button.tsx';
import { Flash, useFlash } from '../../../components/flash.tsx';
import { ListFilter } from '../../../components/list-filter.tsx';
import { PagedTable } from '../../../components/paged-table.tsx';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useConfirmedDelete } from '../../../lib/use-confirmed-delete.tsx';
import { useServerPage } from '../../../lib/use-server-page.ts';
import { useUrlFilter } from '../../../lib/use-url-filter.ts';
import { useDeleteJob } from '../api/delete-job.ts';
import { useAdminJobs } from '../api/get-admin-jobs.ts';

/** Why a job is not on the public site, after its title: closed, past its deadline, or its employer inactive. */
function JobStateMark({ job }: { job: AdminJobRow }) {
  const { t } = useTranslation(NAMESPACE);
  const mark = job.status === 'closed' ? 'closed' : job.isExpired ? 'expired' : job.isHidden ? 'hidden' : null;
  return mark ? <span className="muted"> ({t(`jobs.marks.${mark}`)})</span> : null;
}

export function JobsPage() {
  const { t } = useTranslation(NAMESPACE);
  const localize = useLocalizedPath();
  useDocumentTitle(t('jobs.title'));
  const language = useLanguage();
  const notify = useFlash();
  const { flash, success, clear } = notify;
  const location = useLocation();
  const savedHere = (location.state as { saved?: boolean } | null)?.saved === true;
  // Back from posting or editing a job: say it was saved.
  useEffect(() => {
    if (savedHere) success(t('messages.saved'));
  }, [savedHere, success, t]);
  const [state, setState] = useUrlFilter('state', ADMIN_JOB_STATES);
  const { result: jobs, paging } = useServerPage(useAdminJobs, { filter: state });
  const remove = useConfirmedDelete({ remove: useDeleteJob(), idOf: (job: AdminJobRow) => job.id, notify });

  return (
    <section className="page stack">
      <div className="row admin-page-head">
        <h1>{t('jobs.title')}</h1>
        <Link className="btn btn-primary" to="/admin/jobs/post" onClick={clear}>
          {t('jobs.add')}
        </Link>
      </div>
      <p>{t('jobs.intro')}</p>
      <ListFilter
        label={t('jobs.show')}
        allLabel={t('jobs.states.all')}
        options={ADMIN_JOB_STATES.map((value) => ({ value, label: t(`jobs.states.${value}`) }))}
        value={state}
        onChange={setState}
      />
      <Flash flash={flash} />
      <PagedTable
        pending={jobs.isPending}
        failed={jobs.isError}
        empty={jobs.data?.total === 0}
        emptyText={state ? t('messages.noneMatch') : t('jobs.empty')}
        caption={t('jobs.title')}
        columns={[
          {
            header: t('jobs.jobTitle'),
            cell: (job) => (
              <>
                <Link to={localize(`/jobs/${job.id}`)}>{job.title}</Link>
                <JobStateMark job={job} />
              </>
            ),
          },
          { header: t('jobs.employer'), cell: (job) => job.employer.companyName || '—' },
          { header: t('jobs.location'), cell: (job) => jobLocation(job, language) || '—' },
          { header: t('jobs.posted'), cell: (job) => formatDate(job.postedAt, language) },
        ]}
        actions={(job) => (
          <>
            {/* Editing a job is a page of its own, so this one is a link styled as the Edit button. */}
            <Link
              className="btn btn-secondary"
              to={`/admin/jobs/edit/${job.id}`}
              aria-label={t('actions.editNamed', { name: job.title })}
            >
              {t('actions.edit')}
            </Link>
            <DeleteButton name={job.title} onClick={() => remove.ask(job)} />
          </>
        )}
        rowKey={(job) => job.id}
        rowTestId="job-row"
        paging={paging}
      />
      {remove.dialog}
    </section>
  );
}
