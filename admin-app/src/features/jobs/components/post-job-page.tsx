import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useDocumentTitle } from 'shared-ui';
import { FormSelect, JobForm, NO_SCREENING_QUESTIONS, UnsavedEditsGuard } from 'shared-ui/form';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useApprovedEmployers } from '../../employers/api/get-approved-employers.ts';
import { useCreateJob } from '../api/create-job.ts';

/** /admin/jobs/post: the shared job form with the admin's employer select (approved employers only). */
export function PostJobPage() {
  const { t } = useTranslation(NAMESPACE);
  useDocumentTitle(t('jobs.postTitle'));
  const navigate = useNavigate();
  const employers = useApprovedEmployers();
  const create = useCreateJob();
  const form = useForm({ defaultValues: { employerId: '' } });
  const employerId = form.watch('employerId');

  return (
    <UnsavedEditsGuard>
      <section className="page stack">
        <Link to="/admin/jobs" className="back-link">
          {t('jobs.back')}
        </Link>
        <h1>{t('jobs.postTitle')}</h1>
        {/* The employer posted for: its own little form beside the shared job form, sent as employerId. */}
        <FormProvider {...form}>
          <FormSelect name="employerId" label={t('jobs.employerSelect')} required>
            <option value="">{t('jobs.chooseEmployer')}</option>
            {(employers.data ?? []).map((employer) => (
              <option key={employer.id} value={employer.id}>
                {employer.companyName || employer.email}
              </option>
            ))}
          </FormSelect>
        </FormProvider>
        <JobForm
          employerId={employerId || undefined}
          validateExtra={() => (employerId ? null : t('errors.admin.selectEmployer', { ns: 'common' }))}
          submitLabel={t('jobs.postSubmit')}
          onCancel={() => navigate('/admin/jobs')}
          onSubmit={(body) =>
            create.mutate(body, { onSuccess: () => navigate('/admin/jobs', { state: { saved: true } }) })
          }
          pending={create.isPending}
          error={create.error}
          screening={NO_SCREENING_QUESTIONS}
        />
      </section>
    </UnsavedEditsGuard>
  );
}
