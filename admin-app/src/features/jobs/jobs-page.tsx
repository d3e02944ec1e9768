import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { adminContract, api, type Job } from 'shared-api';
import { Alert, Button, ConfirmDialog, formatDate, jobLocation, Pager, Spinner, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { adminErrorText } from '../../lib/admin-message.ts';
import { adminKeys, withId } from '../../lib/admin-queries.ts';
import { Flash, useFlash } from '../../lib/flash.tsx';
import { useClientPage } from '../../lib/use-client-page.ts';
import { ADMIN_PAGE_SIZE } from '../lookups/lookup-manager.tsx';

export function JobsPage() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const queryClient = useQueryClient();
  const { flash, success, failure, clear } = useFlash();
  const [deleting, setDeleting] = useState<Job | null>(null);
  const location = useLocation();
  const savedHere = (location.state as { saved?: boolean } | null)?.saved === true;
  // Back from posting or editing a job: say it was saved.
  useEffect(() => {
    if (savedHere) success(t('messages.saved'));
  }, [savedHere, success, t]);
  const jobs = useQuery({
    queryKey: adminKeys.jobs,
    queryFn: async ({ signal }) =>
      (await api(adminContract.jobs.path, { schema: adminContract.jobs.response, signal })) ?? [],
  });
  const paging = useClientPage(jobs.data ?? [], ADMIN_PAGE_SIZE);

  const remove = useMutation({
    mutationFn: (job: Job) => api(withId(adminContract.deleteJob.path, job.id), { method: 'DELETE' }),
    onSuccess: () => success(t('messages.deleted')),
    onError: (error) => {
      const detail = adminErrorText(error, '');
      failure(detail ? `${t('messages.deleteFailed')} ${detail}` : t('messages.deleteFailed'));
    },
    onSettled: async () => {
      setDeleting(null);
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });

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
      {jobs.isPending ? <Spinner label={t('messages.loading')} /> : null}
      {jobs.isError ? <Alert tone="error">{t('messages.loadFailed')}</Alert> : null}
      {jobs.data && jobs.data.length === 0 ? <Alert>{t('jobs.empty')}</Alert> : null}
      {paging.pageItems.length > 0 ? (
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">{t('jobs.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('jobs.jobTitle')}</th>
                <th scope="col">{t('jobs.employer')}</th>
                <th scope="col">{t('jobs.location')}</th>
                <th scope="col">{t('jobs.posted')}</th>
                <th scope="col">{t('table.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {paging.pageItems.map((job) => (
                <tr key={job.id} data-testid="job-row">
                  <td>
                    <Link to={`/jobs/${job.id}`}>{job.title}</Link>
                    {job.status === 'closed' ? <span className="muted"> ({t('jobs.closed')})</span> : null}
                  </td>
                  <td>{job.employer.companyName || '—'}</td>
                  <td>{jobLocation(job, language) || '—'}</td>
                  <td>{formatDate(job.postedAt, language)}</td>
                  <td>
                    <div className="row table-actions">
                      <Link
                        className="btn btn-secondary"
                        to={`/admin/jobs/edit/${job.id}`}
                        aria-label={t('actions.editNamed', { name: job.title })}
                      >
                        {t('actions.edit')}
                      </Link>
                      <Button
                        variant="danger"
                        aria-label={t('actions.deleteNamed', { name: job.title })}
                        onClick={() => {
                          clear();
                          setDeleting(job);
                        }}
                      >
                        {t('actions.delete')}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Pager page={paging.page} pageSize={paging.pageSize} total={paging.total} onPageChange={paging.setPage} />
      <ConfirmDialog
        open={deleting !== null}
        message={t('common:confirm.deleteItem')}
        tone="danger"
        confirmLabel={t('actions.delete')}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </section>
  );
}
