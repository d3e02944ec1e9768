import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Alert, Spinner, serverMessage, useDocumentTitle } from 'shared-ui';
import { UnsavedEditsGuard } from 'shared-ui/form';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useAdminTraining } from '../api/get-training.ts';
import { useUpdateTraining } from '../api/save-training.ts';
import { trainingToFormValues } from '../lib/training-form-values.ts';
import { TrainingForm } from './training-form.tsx';

/** /admin/trainings/:trainingId/edit: every field of a saved training; then back to its page. */
export function EditTrainingPage() {
  const { t } = useTranslation(NAMESPACE);
  useDocumentTitle(t('trainings.editTitle'));
  const { trainingId = '' } = useParams();
  const navigate = useNavigate();
  const training = useAdminTraining(trainingId);
  const update = useUpdateTraining();
  const back = `/admin/trainings/${trainingId}`;
  return (
    <UnsavedEditsGuard>
      <section className="page stack">
        <Link to={back} className="back-link">
          {t('trainings.backToTraining')}
        </Link>
        <h1>{t('trainings.editTitle')}</h1>
        {training.isPending ? <Spinner label={t('messages.loading')} /> : null}
        {training.isError ? (
          <Alert tone="error">{serverMessage(training.error, t('trainings.loadFailed'))}</Alert>
        ) : null}
        {training.data ? (
          <TrainingForm
            key={training.data.id}
            mode="edit"
            initialValues={trainingToFormValues(training.data)}
            submitLabel={t('actions.save')}
            pending={update.isPending}
            error={update.error}
            onCancel={() => navigate(back)}
            onSubmit={(body, { onError }) =>
              update.mutate(
                { id: trainingId, body },
                { onSuccess: () => navigate(back, { state: { saved: true } }), onError },
              )
            }
          />
        ) : null}
      </section>
    </UnsavedEditsGuard>
  );
}
