import { useTranslation } from 'react-i18next';
import type { PublicTraining } from 'shared-api';
import { formatDate, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { EnrolAction } from './enrol-action.tsx';
import { SeatsLeft } from './seats-left.tsx';

const COLUMNS = ['course', 'duration', 'timing', 'venue', 'start', 'seats', 'contact', 'enrol'] as const;

/** The upcoming trainings; on a narrow screen each is a card, every value under its column's name (data-label). */
export function TrainingTable({ trainings }: { trainings: readonly PublicTraining[] }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  return (
    <div className="table-wrap">
      <table className="table table-cards" data-testid="trainings">
        <caption className="visually-hidden">{t('skills.coursesTitle')}</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {t(`skills.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {trainings.map((training) => (
            <tr key={training.id} data-testid="training-row">
              <th scope="row">
                {training.title}
                <details className="training-description">
                  <summary>{t('skills.about')}</summary>
                  <p>{training.description}</p>
                </details>
              </th>
              <td data-label={t('skills.columns.duration')}>{training.duration}</td>
              <td data-label={t('skills.columns.timing')}>{training.schedule}</td>
              <td data-label={t('skills.columns.venue')}>{training.venue}</td>
              <td data-label={t('skills.columns.start')}>{formatDate(training.startDate, language)}</td>
              <td data-label={t('skills.columns.seats')}>
                <SeatsLeft training={training} />
              </td>
              <td data-label={t('skills.columns.contact')}>{training.contact}</td>
              <td data-label={t('skills.columns.enrol')}>
                <EnrolAction training={training} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
