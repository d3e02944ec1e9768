import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { TRAINING_TRANSITIONS } from 'shared-api/area-constants';
import { Alert, formatDate, Spinner, serverMessage, useDocumentTitle, useLanguage } from 'shared-ui';
import { Flash, useFlash } from '../../../components/flash.tsx';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useAdminTraining } from '../api/get-training.ts';
import { EnrolmentsSection } from './enrolments-section.tsx';
import { TrainingStatusActions } from './training-status-actions.tsx';
import { TrainingStatusBadge } from './training-status-badge.tsx';

/** /admin/trainings/:trainingId: the training, its status moves, and its enrolment list. */
export function TrainingPage() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { trainingId = '' } = useParams();
  const training = useAdminTraining(trainingId);
  const notify = useFlash();
  const { success } = notify;
  const savedHere = (useLocation().state as { saved?: boolean } | null)?.saved === true;
  // Back from creating or editing the training: say it was saved.
  useEffect(() => {
    if (savedHere) success(t('messages.saved'));
  }, [savedHere, success, t]);
  const data = training.data;
  const title = data ? (language === 'ne' ? data.title_ne : data.title_en) : '';
  useDocumentTitle(title || t('trainings.title'));
  return (
    <section className="page stack">
      <Link to="/admin/trainings" className="back-link">
        {t('trainings.back')}
      </Link>
      {training.isPending ? <Spinner label={t('messages.loading')} /> : null}
      {training.isError ? <Alert tone="error">{serverMessage(training.error, t('trainings.loadFailed'))}</Alert> : null}
      {data ? (
        <>
          <div className="row admin-page-head">
            <h1>{title}</h1>
            <TrainingStatusBadge status={data.status} />
            {TRAINING_TRANSITIONS[data.status].length > 0 ? (
              <Link className="btn btn-secondary" to={`/admin/trainings/${data.id}/edit`}>
                {t('actions.edit')}
              </Link>
            ) : null}
          </div>
          <Flash flash={notify.flash} />
          <dl className="seeker-facts">
            <dt>{t('trainings.fields.category')}</dt>
            <dd>{t(`trainings.categories.${data.category}`)}</dd>
            <dt>{t('trainings.fields.startDate')}</dt>
            <dd>{formatDate(data.startDate, language)}</dd>
            <dt>{t('trainings.fields.duration')}</dt>
            <dd>{language === 'ne' ? data.duration_ne : data.duration_en}</dd>
            <dt>{t('trainings.fields.schedule')}</dt>
            <dd>{language === 'ne' ? data.schedule_ne : data.schedule_en}</dd>
            <dt>{t('trainings.fields.venue')}</dt>
            <dd>{language === 'ne' ? data.venue_ne : data.venue_en}</dd>
            <dt>{t('trainings.fields.contact')}</dt>
            <dd>{data.contact}</dd>
            <dt>{t('trainings.fields.seats')}</dt>
            <dd>{t('trainings.taken', { enrolled: data.enrolled, seats: data.seats, waiting: data.waiting })}</dd>
          </dl>
          <TrainingStatusActions training={data} title={title} notify={notify} />
          <EnrolmentsSection training={data} notify={notify} />
        </>
      ) : null}
    </section>
  );
}
