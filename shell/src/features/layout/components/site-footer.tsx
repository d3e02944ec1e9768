import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useLocalizedPath } from 'shared-ui';
import { RemoteVersions } from '../../remotes/components/remote-versions.tsx';

const SOCIAL_URL = 'https://www.facebook.com/';

/** `?debug=versions` on any page: the footer names the build of every section the page loaded (operators). */
export const DEBUG_VERSIONS = 'versions';

export function SiteFooter() {
  const { t } = useTranslation('shell');
  const [params] = useSearchParams();
  const localize = useLocalizedPath();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="footer-grid">
          <div>
            <p>
              <strong>{t('app.name')}</strong>
            </p>
            <p>{t('app.tagline')}</p>
          </div>
          <nav aria-labelledby="footer-navigation">
            <h2 id="footer-navigation">{t('footer.navigation')}</h2>
            <ul>
              <li>
                <Link to={localize('/')}>{t('nav.home')}</Link>
              </li>
              <li>
                <Link to={localize('/about')}>{t('nav.about')}</Link>
              </li>
              <li>
                <Link to={localize('/jobs')}>{t('nav.jobs')}</Link>
              </li>
              <li>
                <Link to={localize('/contact')}>{t('nav.contact')}</Link>
              </li>
            </ul>
          </nav>
          <nav aria-labelledby="footer-resources">
            <h2 id="footer-resources">{t('footer.resources')}</h2>
            <ul>
              <li>
                <Link to={localize('/skill-development')}>{t('nav.skillDevelopment')}</Link>
              </li>
              <li>
                <Link to={localize('/career-resources')}>{t('nav.careerResources')}</Link>
              </li>
              <li>
                <Link to={localize('/faq')}>{t('nav.faq')}</Link>
              </li>
              <li>
                <Link to={localize('/jobs-in-numbers')}>{t('footer.jobsInNumbers')}</Link>
              </li>
            </ul>
          </nav>
          <nav aria-labelledby="footer-legal">
            <h2 id="footer-legal">{t('footer.legal')}</h2>
            <ul>
              <li>
                <Link to={localize('/privacy-policy')}>{t('footer.privacy')}</Link>
              </li>
              <li>
                <Link to={localize('/terms-and-conditions')}>{t('footer.terms')}</Link>
              </li>
            </ul>
          </nav>
          <div>
            <h2>{t('footer.follow')}</h2>
            <a href={SOCIAL_URL} target="_blank" rel="noopener noreferrer">
              {t('footer.facebook')}
            </a>
          </div>
        </div>
        <p className="footer-bottom">{t('footer.copyright', { year })}</p>
        {params.get('debug') === DEBUG_VERSIONS ? <RemoteVersions /> : null}
      </div>
    </footer>
  );
}
