import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Enrolment, EnrolmentStatus } from 'shared-api';
import { Alert, Badge, type BadgeTone, formatDate, Spinner, useLanguage, useLocalizedPath } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useMyTrainings } from '../api/get-my-trainings.ts';
import { WithdrawEnrolment } from './withdraw-enrolment.tsx';

const TONES: Record<EnrolmentStatus, BadgeTone> = {
  enrolled: 'blue',
  waiting: 'yellow',
  attended: 'blue',
  completed: 'green',
  withdrawn: 'grey',
};

/** The enrolments a seeker may still withdraw from (the server decides; the screen offers only these). */
const canWithdraw = (enrolment: Enrolment) =>
  (enrolment.status === 'enrolled' || enrolment.status === 'waiting') &&
  enrolment.training.status !== 'cancelled' &&
  enrolment.training.status !== 'completed';

/**
 * The dashboard's "My trainings": the seeker's enrolments but the withdrawn ones, each with its status (the
 * waiting list with the seeker's position), withdraw where allowed; empty, a link to the upcoming trainings.
 */
export function MyTrainings() {
  const { t } = useTranslation(NAMESPACE);
  const localize = useLocalizedPath();
  const language = useLanguage();
  const trainings = useMyTrainings();
  const active = (trainings.data ?? []).filter((enrolment) => enrolment.status !== 'withdrawn');
  return (
    <section className="stack" aria-labelledby="seeker-trainings-title" data-testid="dashboard-trainings">
      <h2 id="seeker-trainings-title">{t('trainings.title')}</h2>
      {trainings.isPending ? (
        <Spinner />
      ) : trainings.isError ? (
        <Alert tone="error">{t('dashboard.loadFailed')}</Alert>
      ) : active.length === 0 ? (
        <p className="empty-state">
          {t('trainings.empty')} <Link to={localize('/skill-development')}>{t('trainings.browse')}</Link>
        </p>
      ) : (
        <ul className="application-list" data-testid="training-list">
          {active.map((enrolment) => {
            const { training } = enrolment;
            const title = language === 'ne' ? training.title_ne : training.title_en;
            const venue = language === 'ne' ? training.venue_ne : training.venue_en;
            return (
              <li key={enrolment.id} className="application-item">
                <div>
                  <h3>{title}</h3>
                  <p className="muted">
                    {t('trainings.starts', { date: formatDate(training.startDate, language) })} · {venue}
                  </p>
                  {enrolment.status === 'waiting' ? (
                    <p>{t('trainings.position', { position: enrolment.position ?? 0 })}</p>
                  ) : null}
                  {training.status === 'cancelled' ? <p>{t('trainings.cancelled')}</p> : null}
                </div>
                <div className="application-item-actions">
                  <Badge tone={TONES[enrolment.status]}>{t(`trainings.status.${enrolment.status}`)}</Badge>
                  {canWithdraw(enrolment) ? <WithdrawEnrolment enrolment={enrolment} title={title} /> : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
