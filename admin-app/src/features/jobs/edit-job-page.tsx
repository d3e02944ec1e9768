import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { adminContract, api, jobSchema } from 'shared-api';
import { Alert, JobForm, jobToFormValues, Spinner, serverMessage } from 'shared-ui';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { adminKeys, withId } from '../../lib/admin-queries.ts';

/** /admin/jobs/edit/{jobId}: the shared job form, saved through the audited admin call. */
export function EditJobPage() {
  const { t } = useTranslation(NAMESPACE);
  const { jobId = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const job = useQuery({
    queryKey: ['admin', 'job', jobId],
    queryFn: ({ signal }) => api(`/jobs/${encodeURIComponent(jobId)}`, { schema: jobSchema, signal }),
    retry: false,
  });

  return (
    <section className="page stack">
      <Link to="/admin/jobs" className="back-link">
        {t('jobs.back')}
      </Link>
      <h1>{t('jobs.editTitle')}</h1>
      {job.isPending ? <Spinner label={t('messages.loading')} /> : null}
      {job.isError ? <Alert tone="error">{serverMessage(job.error, t('jobs.loadFailed'))}</Alert> : null}
      {job.data ? (
        <>
          <p>
            {t('jobs.employer')}: <strong>{job.data.employer.companyName}</strong>
          </p>
          <JobForm
            key={job.data.id}
            initialValues={jobToFormValues(job.data)}
            existingAttachment={
              job.data.attachmentUrl && job.data.attachmentFileName
                ? { url: job.data.attachmentUrl, fileName: job.data.attachmentFileName }
                : null
            }
            submitLabel={t('actions.save')}
            onCancel={() => navigate('/admin/jobs')}
            onSubmit={async (data) => {
              await api(withId(adminContract.updateJob.path, jobId), {
                method: 'PUT',
                body: data,
                schema: adminContract.updateJob.response,
              });
              await queryClient.invalidateQueries({ queryKey: adminKeys.all });
              navigate('/admin/jobs', { state: { saved: true } });
            }}
          />
        </>
      ) : null}
    </section>
  );
}
