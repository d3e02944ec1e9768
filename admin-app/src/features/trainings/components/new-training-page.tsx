import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useDocumentTitle } from 'shared-ui';
import { UnsavedEditsGuard } from 'shared-ui/form';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useCreateTraining } from '../api/save-training.ts';
import { EMPTY_TRAINING } from '../lib/training-form-values.ts';
import { TrainingForm } from './training-form.tsx';

/** /admin/trainings/new: a new training, saved as a draft or opened for enrolment at once; then its page. */
export function NewTrainingPage() {
  const { t } = useTranslation(NAMESPACE);
  useDocumentTitle(t('trainings.newTitle'));
  const navigate = useNavigate();
  const create = useCreateTraining();
  return (
    <UnsavedEditsGuard>
      <section className="page stack">
        <Link to="/admin/trainings" className="back-link">
          {t('trainings.back')}
        </Link>
        <h1>{t('trainings.newTitle')}</h1>
        <TrainingForm
          mode="create"
          initialValues={EMPTY_TRAINING}
          submitLabel={t('trainings.create')}
          pending={create.isPending}
          error={create.error}
          onCancel={() => navigate('/admin/trainings')}
          onSubmit={(body, { onError }) =>
            create.mutate(body, {
              onSuccess: (training) => navigate(`/admin/trainings/${training.id}`, { state: { saved: true } }),
              onError,
            })
          }
        />
      </section>
    </UnsavedEditsGuard>
  );
}
