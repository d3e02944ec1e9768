import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useSession } from 'shared-api';
import { Alert, Spinner, serverMessage, useDocumentTitle } from 'shared-ui';
import { JobForm, jobToFormValues, UnsavedEditsGuard } from 'shared-ui/form';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useJob } from '../api/get-job.ts';
import { useScreeningQuestions } from '../api/get-screening-questions.ts';
import { useUpdateJob } from '../api/update-job.ts';

/** /jobs/edit/{jobId}: the job's employer (approved or not) or an admin. */
export function EditJobPage() {
  const { t } = useTranslation(NAMESPACE);
  useDocumentTitle(t('editJob.title'));
  const { t: tc } = useTranslation(['common', 'areas']);
  const { jobId } = useParams();
  const user = useSession((state) => state.user);
  const navigate = useNavigate();
  const job = useJob(jobId);
  const screening = useScreeningQuestions(jobId);
  const update = useUpdateJob();
  const back = user?.role === 'admin' ? '/admin/jobs' : '/employer/dashboard';

  // JobForm shows the mutation's busy state and its failure (a refused field on that field).
  const submit = (body: FormData) => update.mutate({ id: jobId ?? '', body }, { onSuccess: () => navigate(back) });

  return (
    <UnsavedEditsGuard>
      <section className="page page-narrow stack">
        <h1>{t('editJob.title')}</h1>
        {job.isLoading || screening.isLoading ? <Spinner label={tc('actions.loading')} /> : null}
        {job.isError || screening.isError ? (
          <Alert tone="error">{serverMessage(job.error ?? screening.error, tc('areas:jobForm.loadFailed'))}</Alert>
        ) : null}
        {job.data && screening.data ? (
          <JobForm
            key={job.data.id}
            initialValues={jobToFormValues(job.data)}
            existingAttachment={
              job.data.attachmentUrl
                ? { url: job.data.attachmentUrl, fileName: job.data.attachmentFileName ?? 'attachment' }
                : null
            }
            onSubmit={submit}
            pending={update.isPending}
            error={update.error}
            submitLabel={t('editJob.submit')}
            onCancel={() => navigate(back)}
            screening={screening.data}
          />
        ) : null}
      </section>
    </UnsavedEditsGuard>
  );
}
