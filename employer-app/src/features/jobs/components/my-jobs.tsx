import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { EmployerJob } from 'shared-api';
import {
  Alert,
  Badge,
  Button,
  ConfirmDialog,
  formatDate,
  formatNumber,
  jobLocation,
  Spinner,
  useLanguage,
  useLocalizedPath,
} from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useDeleteJob } from '../api/delete-job.ts';
import { useEmployerJobs } from '../api/get-employer-jobs.ts';
import { useSetJobStatus } from '../api/set-job-status.ts';

type Pending = { kind: 'close' | 'reopen' | 'delete'; job: EmployerJob } | null;

/**
 * The employer's jobs: edit, close / re-open and delete (each confirmed), duplicate, applicants; "Post a new job"
 * only for an approved employer (`canPost`), the others cannot post yet.
 */
export function MyJobs({ canPost }: { canPost: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const localize = useLocalizedPath();
  const { t: tc } = useTranslation('common');
  const language = useLanguage();
  const navigate = useNavigate();
  const { data: jobs, isLoading } = useEmployerJobs();
  const remove = useDeleteJob();
  const setStatus = useSetJobStatus();
  const [pending, setPending] = useState<Pending>(null);
  const failure = remove.isError ? t('jobs.deleteFailed') : setStatus.isError ? t('jobs.statusFailed') : null;

  function confirm() {
    if (!pending) return;
    remove.reset();
    setStatus.reset();
    const { kind, job } = pending;
    const onSettled = () => setPending(null);
    if (kind === 'delete') remove.mutate(job.id, { onSettled });
    else setStatus.mutate({ id: job.id, status: kind === 'close' ? 'closed' : 'open' }, { onSettled });
  }

  const message =
    pending?.kind === 'delete'
      ? tc('confirm.deleteItem')
      : pending?.kind === 'close'
        ? t('jobs.confirmClose', { title: pending.job.title })
        : t('jobs.confirmReopen', { title: pending?.job.title ?? '' });

  return (
    <section className="card stack my-jobs" aria-labelledby="my-jobs-heading">
      <div className="section-head">
        <h2 id="my-jobs-heading">{t('jobs.heading')}</h2>
        {canPost ? (
          <Link className="btn btn-primary" to="/employer/post-job">
            {t('jobs.postNew')}
          </Link>
        ) : null}
      </div>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {isLoading ? <Spinner label={tc('actions.loading')} /> : null}
      {jobs && jobs.length === 0 ? <p className="empty-state">{t('jobs.none')}</p> : null}
      {jobs && jobs.length > 0 ? (
        <ul className="employer-job-list">
          {jobs.map((job) => (
            <li key={job.id} className="employer-job" data-testid="employer-job">
              <div className="employer-job-main">
                <h3 className="employer-job-title">
                  <Link to={localize(`/jobs/${job.id}`)}>{job.title}</Link>
                </h3>
                <p className="muted">
                  {[jobLocation(job, language), t('jobs.posted', { date: formatDate(job.postedAt, language) })]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                <p className="row">
                  <Badge tone={job.status === 'open' ? 'green' : 'grey'}>{t(`jobs.status.${job.status}`)}</Badge>
                  <Link to={`/employer/jobs/${job.id}/applicants`}>
                    {t('jobs.applicants', {
                      count: job.applicationCount,
                      formatted: formatNumber(job.applicationCount, language),
                    })}
                  </Link>
                </p>
              </div>
              <div className="row employer-job-actions">
                <Link
                  className="btn btn-secondary"
                  to={`/jobs/edit/${job.id}`}
                  aria-label={t('jobs.editNamed', { title: job.title })}
                >
                  {t('jobs.edit')}
                </Link>
                <Button
                  variant="secondary"
                  onClick={() => navigate(`/employer/post-job?duplicate_from=${job.id}`)}
                  aria-label={t('jobs.duplicateNamed', { title: job.title })}
                >
                  {t('jobs.duplicate')}
                </Button>
                {job.status === 'open' ? (
                  <Button
                    variant="secondary"
                    onClick={() => setPending({ kind: 'close', job })}
                    aria-label={t('jobs.closeNamed', { title: job.title })}
                  >
                    {t('jobs.close')}
                  </Button>
                ) : (
                  <Button
                    variant="secondary"
                    onClick={() => setPending({ kind: 'reopen', job })}
                    aria-label={t('jobs.reopenNamed', { title: job.title })}
                  >
                    {t('jobs.reopen')}
                  </Button>
                )}
                <Button
                  variant="danger"
                  onClick={() => setPending({ kind: 'delete', job })}
                  aria-label={t('jobs.deleteNamed', { title: job.title })}
                >
                  {tc('actions.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        message={message}
        tone={pending?.kind === 'delete' ? 'danger' : 'primary'}
        busy={remove.isPending || setStatus.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}
