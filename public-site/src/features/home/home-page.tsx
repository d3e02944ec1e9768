import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from 'shared-api';
import { NAMESPACE } from '../../i18n/namespace.ts';

const exploreLinks = [
  { to: '/about', key: 'home.about' },
  { to: '/skill-development', key: 'home.skillDevelopment' },
  { to: '/career-resources', key: 'home.careerResources' },
  { to: '/faq', key: 'home.faq' },
  { to: '/contact', key: 'home.contact' },
] as const;

/** Placeholder home: the hero only; banner, recent jobs and the rest come with the home page issue. */
export function HomePage() {
  const { t } = useTranslation(NAMESPACE);
  const loggedIn = useSession((state) => state.user !== null);
  return (
    <section className="page hero">
      <h1>{t('home.title')}</h1>
      <p>{t('home.pitch')}</p>
      <div className="hero-actions">
        <Link className="btn btn-primary" to="/jobs">
          {t('home.browseJobs')}
        </Link>
        {loggedIn ? null : (
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => useSession.getState().openAuthPanel('signup')}
          >
            {t('home.signUp')}
          </button>
        )}
      </div>
      <nav aria-label={t('home.exploreLabel')}>
        <ul className="hero-links">
          {exploreLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{t(link.key)}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
