import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { jobDetailQuery } from 'shared-api';
import { Alert, Spinner, serverMessage, useDocumentTitle } from 'shared-ui';
import { JobForm, jobToFormValues, UnsavedEditsGuard } from 'shared-ui/form';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useScreeningQuestions } from '../api/get-screening-questions.ts';
import { useUpdateJob } from '../api/update-job.ts';

/** /admin/jobs/edit/{jobId}: the shared job form, saved through the audited admin call. */
export function EditJobPage() {
  const { t } = useTranslation(NAMESPACE);
  useDocumentTitle(t('jobs.editTitle'));
  const { jobId = '' } = useParams();
  const navigate = useNavigate();
  // GET /jobs/:id under its one key (jobKeys.detail), shared with the public detail page.
  const job = useQuery({ ...jobDetailQuery(jobId), retry: false });
  const screening = useScreeningQuestions(jobId);
  const update = useUpdateJob();

  return (
    <UnsavedEditsGuard>
      <section className="page stack">
        <Link to="/admin/jobs" className="back-link">
          {t('jobs.back')}
        </Link>
        <h1>{t('jobs.editTitle')}</h1>
        {job.isPending || screening.isPending ? <Spinner label={t('messages.loading')} /> : null}
        {job.isError || screening.isError ? (
          <Alert tone="error">{serverMessage(job.error ?? screening.error, t('jobs.loadFailed'))}</Alert>
        ) : null}
        {job.data && screening.data ? (
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
              onSubmit={(body) =>
                update.mutate(
                  { id: jobId, body },
                  { onSuccess: () => navigate('/admin/jobs', { state: { saved: true } }) },
                )
              }
              pending={update.isPending}
              error={update.error}
              screening={screening.data}
            />
          </>
        ) : null}
      </section>
    </UnsavedEditsGuard>
  );
}
