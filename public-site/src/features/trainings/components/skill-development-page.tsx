import { useTranslation } from 'react-i18next';
import { formatDate, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { StaticPage } from './static-page.tsx';

const CATEGORIES = ['hospitality', 'technical', 'agro'] as const;
/** Sample upcoming courses (hard-coded by the spec); start dates are calendar days. */
export const COURSES = [
  { key: 'hotel', start: '2027-01-10' },
  { key: 'electrical', start: '2027-02-14' },
  { key: 'tailoring', start: '2027-03-15' },
] as const;
const COLUMNS = ['course', 'duration', 'timing', 'venue', 'start', 'contact'] as const;

export function SkillDevelopmentPage() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  return (
    <StaticPage title={t('skills.title')} lead={t('skills.lead')}>
      <section className="prose-section" aria-labelledby="skill-categories">
        <h2 id="skill-categories">{t('skills.categoriesTitle')}</h2>
        <ul className="card-grid">
          {CATEGORIES.map((key) => (
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
        <div className="table-wrap">
          {/* On a narrow screen each course is a card, every value under its column's name (data-label). */}
          <table className="table table-cards">
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
              {COURSES.map((course) => (
                <tr key={course.key}>
                  <th scope="row">{t(`skills.courses.${course.key}.name`)}</th>
                  <td data-label={t('skills.columns.duration')}>{t(`skills.courses.${course.key}.duration`)}</td>
                  <td data-label={t('skills.columns.timing')}>{t(`skills.courses.${course.key}.timing`)}</td>
                  <td data-label={t('skills.columns.venue')}>{t(`skills.courses.${course.key}.venue`)}</td>
                  <td data-label={t('skills.columns.start')}>{formatDate(course.start, language)}</td>
                  <td data-label={t('skills.columns.contact')}>{t(`skills.courses.${course.key}.contact`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </StaticPage>
  );
}
