import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatNumber, useLanguage, useLocalizedPath } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { ProseSections } from './prose.tsx';
import { StaticPage } from './static-page.tsx';

/** The programme's figures (spec section 9). */
const FIGURES = [
  { key: 'training', values: { months: 3, apprenticeship: 20 } },
  { key: 'ojt', values: { hours: 1696 } },
  { key: 'classroom', values: { hours: 96 } },
  { key: 'disadvantaged', values: { percent: 60 } },
  { key: 'female', values: { percent: 55 } },
] as const;

export function AboutPage() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const localize = useLocalizedPath();
  const formatted = (values: Record<string, number>) =>
    Object.fromEntries(Object.entries(values).map(([name, value]) => [name, formatNumber(value, language)]));
  return (
    <StaticPage title={t('about.title')} lead={t('about.lead')}>
      <ProseSections prefix="about.sections" />
      <section className="prose-section" aria-labelledby="about-figures">
        <h2 id="about-figures">{t('about.figures.title')}</h2>
        <ul className="figure-grid">
          {FIGURES.map((figure) => (
            <li key={figure.key} className="figure-card">
              <span className="figure-value">{t(`about.figures.${figure.key}.value`, formatted(figure.values))}</span>
              <span className="figure-label">{t(`about.figures.${figure.key}.label`)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className="prose-section callout" aria-labelledby="about-free">
        <h2 id="about-free">{t('about.free.title')}</h2>
        <p>{t('about.free.text')}</p>
        <Link className="btn btn-primary" to={localize('/jobs')}>
          {t('about.free.cta')}
        </Link>
      </section>
    </StaticPage>
  );
}
