import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { api, useSession } from 'shared-api';
import { Alert, JobForm, jobToFormValues, Spinner, serverMessage } from 'shared-ui';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { EMPLOYER_JOBS_KEY } from '../jobs/use-employer-jobs.ts';
import { useJob } from './use-job.ts';

/** /jobs/edit/{jobId}: the job's employer (approved or not) or an admin. */
export function EditJobPage() {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation('common');
  const { jobId } = useParams();
  const user = useSession((state) => state.user);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const job = useJob(jobId);
  const back = user?.role === 'admin' ? '/admin/jobs' : '/employer/dashboard';

  async function submit(data: FormData) {
    await api(`/jobs/${jobId}`, { method: 'PUT', body: data });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: EMPLOYER_JOBS_KEY }),
      queryClient.invalidateQueries({ queryKey: ['job', jobId] }),
    ]);
    navigate(back);
  }

  return (
    <section className="page page-narrow stack">
      <h1>{t('editJob.title')}</h1>
      {job.isLoading ? <Spinner label={tc('actions.loading')} /> : null}
      {job.isError ? <Alert tone="error">{serverMessage(job.error, tc('jobForm.loadFailed'))}</Alert> : null}
      {job.data ? (
        <JobForm
          key={job.data.id}
          initialValues={jobToFormValues(job.data)}
          existingAttachment={
            job.data.attachmentUrl
              ? { url: job.data.attachmentUrl, fileName: job.data.attachmentFileName ?? 'attachment' }
              : null
          }
          onSubmit={submit}
          submitLabel={t('editJob.submit')}
          onCancel={() => navigate(back)}
        />
      ) : null}
    </section>
  );
}
