import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAuthPanel, useSession } from 'shared-api';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useHomeSummary } from '../api/get-home-summary.ts';
import { EmployerStrip } from './employer-strip.tsx';
import { ExitIntentPopup } from './exit-intent-popup.tsx';
import { HeroBanner } from './hero-banner.tsx';
import { HomeSearch } from './home-search.tsx';
import { ImageCarousel } from './image-carousel.tsx';
import { JobTiles } from './job-tiles.tsx';
import { RecentJobs } from './recent-jobs.tsx';

export { homePageData } from '../api/home-page-data.ts';

const FEATURES = ['free', 'local', 'training', 'bilingual'] as const;
const STEPS = { seeker: ['account', 'profile', 'apply'], employer: ['register', 'approval', 'post'] } as const;

function Features() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className="home-section" aria-labelledby="features-title">
      <h2 id="features-title">{t('home.features.title')}</h2>
      <ul className="card-grid">
        {FEATURES.map((key) => (
          <li key={key} className="card">
            <h3>{t(`home.features.items.${key}.title`)}</h3>
            <p>{t(`home.features.items.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function GettingStarted() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className="home-section" aria-labelledby="steps-title">
      <h2 id="steps-title">{t('home.steps.title')}</h2>
      <div className="two-columns">
        {(['seeker', 'employer'] as const).map((role) => (
          <div key={role} className="card">
            <h3>{t(`home.steps.${role}.title`)}</h3>
            <ol className="steps">
              {STEPS[role].map((step) => (
                <li key={step}>
                  <strong>{t(`home.steps.${role}.${step}.title`)}</strong>
                  <span>{t(`home.steps.${role}.${step}.text`)}</span>
                </li>
              ))}
            </ol>
          </div>
        ))}
      </div>
    </section>
  );
}

function SeekerSignupBanner() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className="signup-banner" aria-labelledby="signup-banner-title">
      <div>
        <h2 id="signup-banner-title">{t('home.signupBanner.title')}</h2>
        <p>{t('home.signupBanner.text')}</p>
      </div>
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => useAuthPanel.getState().openAuthPanel('signup', 'job_seeker')}
      >
        {t('home.signupBanner.cta')}
      </button>
    </section>
  );
}

/**
 * /: search first (keyword, district, category), then the recent jobs, jobs by category and by district, the
 * employers with open jobs, the rotating banner, features, getting started, gallery and sign-up banner.
 */
export function HomePage() {
  const { t } = useTranslation(NAMESPACE);
  const loggedIn = useSession((state) => state.user !== null);
  const summary = useHomeSummary();
  return (
    <div className="page home">
      <section className="hero">
        <h1>{t('home.title')}</h1>
        <p>{t('home.pitch')}</p>
        <HomeSearch />
        <div className="hero-actions">
          <Link className="btn btn-secondary" to="/jobs">
            {t('home.browseJobs')}
          </Link>
          {loggedIn ? null : (
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => useAuthPanel.getState().openAuthPanel('signup')}
            >
              {t('home.signUp')}
            </button>
          )}
        </div>
      </section>
      <RecentJobs />
      <JobTiles kind="categories" tiles={summary.data?.categories} loading={summary.isPending} />
      <JobTiles kind="locations" tiles={summary.data?.locations} loading={summary.isPending} />
      <EmployerStrip employers={summary.data?.employers} />
      <HeroBanner />
      <Features />
      <GettingStarted />
      <ImageCarousel />
      {loggedIn ? null : <SeekerSignupBanner />}
      <ExitIntentPopup />
    </div>
  );
}
