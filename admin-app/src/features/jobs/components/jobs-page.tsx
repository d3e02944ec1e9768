import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { AdminJobRow } from 'shared-api';
import { formatDate, jobLocation, useDocumentTitle, useLanguage } from 'shared-ui';
import { DeleteButton } from '../../../components/delete-button.tsx';
import { Flash, useFlash } from '../../../components/flash.tsx';
import { PagedTable } from '../../../components/paged-table.tsx';
import { RowActions } from '../../../components/row-actions.tsx';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useConfirmedDelete } from '../../../lib/use-confirmed-delete.tsx';
import { useServerPage } from '../../../lib/use-server-page.ts';
import { useDeleteJob } from '../api/delete-job.ts';
import { useAdminJobs } from '../api/get-admin-jobs.ts';

export function JobsPage() {
  const { t } = useTranslation(NAMESPACE);
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
  const { result: jobs, paging } = useServerPage(useAdminJobs);
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
      <Flash flash={flash} />
      <PagedTable
        pending={jobs.isPending}
        failed={jobs.isError}
        empty={jobs.data?.total === 0}
        emptyText={t('jobs.empty')}
        caption={t('jobs.title')}
        columns={[t('jobs.jobTitle'), t('jobs.employer'), t('jobs.location'), t('jobs.posted'), t('table.actions')]}
        paging={paging}
        renderRow={(job) => (
          <tr key={job.id} data-testid="job-row">
            <td>
              <Link to={`/jobs/${job.id}`}>{job.title}</Link>
              {job.status === 'closed' ? <span className="muted"> ({t('jobs.closed')})</span> : null}
            </td>
            <td>{job.employer.companyName || '—'}</td>
            <td>{jobLocation(job, language) || '—'}</td>
            <td>{formatDate(job.postedAt, language)}</td>
            <RowActions>
              {/* Editing a job is a page of its own, so this one is a link styled as the Edit button. */}
              <Link
                className="btn btn-secondary"
                to={`/admin/jobs/edit/${job.id}`}
                aria-label={t('actions.editNamed', { name: job.title })}
              >
                {t('actions.edit')}
              </Link>
              <DeleteButton name={job.title} onClick={() => remove.ask(job)} />
            </RowActions>
          </tr>
        )}
      />
      {remove.dialog}
    </section>
  );
}
