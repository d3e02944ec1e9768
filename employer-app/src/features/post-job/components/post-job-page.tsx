import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { COPY_OF_PREFIX, useSession } from 'shared-api';
import { Alert, Spinner, serverMessage, useDocumentTitle } from 'shared-ui';
import { JobForm, jobToFormValues, NO_SCREENING_QUESTIONS, UnsavedEditsGuard } from 'shared-ui/form';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { ApprovalBanner } from '../../dashboard/components/approval-banner.tsx';
import { useCreateJob } from '../api/create-job.ts';
import { useJob } from '../api/get-job.ts';
import { useScreeningQuestions } from '../api/get-screening-questions.ts';

/** /employer/post-job (optionally ?duplicate_from={jobId}): approved employers only; others see the banner. */
export function PostJobPage() {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation(['common', 'areas']);
  const user = useSession((state) => state.user);
  const navigate = useNavigate();
  const create = useCreateJob();
  const [params] = useSearchParams();
  const duplicateFrom = params.get('duplicate_from');
  const source = useJob(duplicateFrom);
  // A duplicate starts from its source's questions (editable: the copy has no applications).
  const sourceQuestions = useScreeningQuestions(duplicateFrom);
  useDocumentTitle(duplicateFrom ? t('postJob.duplicateTitle') : t('postJob.title'));

  if (!user || (user.role !== 'employer' && user.role !== 'admin')) {
    return (
      <section className="page stack">
        <h1>{t('postJob.title')}</h1>
        <Alert tone="error">{t('postJob.mustLogIn')}</Alert>
      </section>
    );
  }
  if (user.role === 'employer' && user.approvalStatus !== 'approved') {
    return (
      <section className="page stack">
        <h1>{t('postJob.title')}</h1>
        <ApprovalBanner status={user.approvalStatus} reason={user.rejectionReason} />
      </section>
    );
  }

  // JobForm shows the mutation's busy state and its failure (a refused field on that field).
  // A duplicate names its source: the server decides the copy's title ('Copy of …'), not this screen's language.
  const submit = (body: FormData) => {
    if (duplicateFrom) body.set('duplicateFrom', duplicateFrom);
    create.mutate(body, { onSuccess: (job) => navigate('/employer/dashboard', { state: { posted: job.title } }) });
  };

  return (
    <UnsavedEditsGuard>
      <section className="page page-narrow stack">
        <h1>{duplicateFrom ? t('postJob.duplicateTitle') : t('postJob.title')}</h1>
        {duplicateFrom && (source.isLoading || sourceQuestions.isLoading) ? (
          <Spinner label={tc('actions.loading')} />
        ) : null}
        {duplicateFrom && (source.isError || sourceQuestions.isError) ? (
          <Alert tone="error">
            {serverMessage(source.error ?? sourceQuestions.error, tc('areas:jobForm.loadFailed'))}
          </Alert>
        ) : null}
        {!duplicateFrom || (source.data && sourceQuestions.data) ? (
          <JobForm
            key={source.data?.id ?? 'new'}
            initialValues={source.data ? jobToFormValues(source.data, COPY_OF_PREFIX) : undefined}
            onSubmit={submit}
            pending={create.isPending}
            error={create.error}
            submitLabel={t('postJob.submit')}
            onCancel={() => navigate('/employer/dashboard')}
            screening={sourceQuestions.data ? { ...sourceQuestions.data, locked: false } : NO_SCREENING_QUESTIONS}
          />
        ) : null}
      </section>
    </UnsavedEditsGuard>
  );
}
