import { useTranslation } from 'react-i18next';
import { TRAINING_CATEGORIES } from 'shared-api/area-constants';
import { useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { StaticPage } from '../../static/components/static-page.tsx';
import { useTrainings } from '../api/get-trainings.ts';
import { TrainingTable } from './training-table.tsx';

export { skillDevelopmentPageData } from '../api/skill-development-page-data.ts';

/** The three training areas, then the upcoming trainings from the API in the page's language. */
export function SkillDevelopmentPage() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const trainings = useTrainings(language);
  return (
    <StaticPage title={t('skills.title')} lead={t('skills.lead')}>
      <section className="prose-section" aria-labelledby="skill-categories">
        <h2 id="skill-categories">{t('skills.categoriesTitle')}</h2>
        <ul className="card-grid">
          {TRAINING_CATEGORIES.map((key) => (
            <li key={key} className="card">
              <h3>{t(`skills.categories.${key}.title`)}</h3>
              <p>{t(`skills.categories.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="prose-section" aria-labelledby="skill-courses">
        <h2 id="skill-courses">{t('skills.coursesTitle')}</h2>
        <p>{t('skills.coursesNote')}</p>
        {trainings.data && trainings.data.length > 0 ? (
          <TrainingTable trainings={trainings.data} />
        ) : trainings.isPending ? null : (
          <p className="empty-state" data-testid="no-trainings">
            {t('skills.noCourses')}
          </p>
        )}
      </section>
    </StaticPage>
  );
}
