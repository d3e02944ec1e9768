import { type FocusEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatNumber, useLanguage, useLocalizedPath } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useMediaQuery } from '../lib/use-media-query.ts';
import { Illustration, type Scene } from './illustration.tsx';

/** Auto-advance period of the home banner (spec section 9). */
export const BANNER_INTERVAL_MS = 7000;

const SLIDES: readonly { key: string; to: string; scene: Scene }[] = [
  { key: 'about', to: '/about', scene: 'mountains' },
  { key: 'skills', to: '/skill-development', scene: 'workshop' },
  { key: 'resources', to: '/career-resources', scene: 'classroom' },
  { key: 'jobs', to: '/jobs', scene: 'town' },
];

/**
 * The rotating banner (WAI-ARIA carousel pattern): 4 slides, next every 7 s, wrapping;
 * rotation pauses while the pointer is over it or focus is in it, can be stopped with the
 * pause button, and never starts when the user prefers reduced motion.
 */
export function HeroBanner() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const localize = useLocalizedPath();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const total = SLIDES.length;
  const rotating = !stopped && !reducedMotion;
  const running = rotating && !hovered && !focused;

  useEffect(() => {
    if (!running) return;
    const next = (index + 1) % SLIDES.length;
    const timer = setTimeout(() => setIndex(next), BANNER_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [running, index]);

  const go = (next: number) => setIndex(((next % total) + total) % total);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  const n = (value: number) => formatNumber(value, language);

  return (
    <section
      className="banner"
      aria-roledescription={t('home.banner.roledescription')}
      aria-label={t('home.banner.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="banner-controls">
        {reducedMotion ? null : (
          <button type="button" className="carousel-button" onClick={() => setStopped((value) => !value)}>
            {stopped ? t('home.banner.play') : t('home.banner.pause')}
          </button>
        )}
        <button type="button" className="carousel-button" onClick={() => go(index - 1)}>
          <span aria-hidden="true">‹</span> {t('home.banner.previous')}
        </button>
        <button type="button" className="carousel-button" onClick={() => go(index + 1)}>
          {t('home.banner.next')} <span aria-hidden="true">›</span>
        </button>
      </div>
      <div className="banner-slides" aria-live={running ? 'off' : 'polite'}>
        {SLIDES.map((slide, i) => (
          <section
            key={slide.key}
            aria-roledescription={t('home.banner.slide')}
            aria-label={t('home.banner.slideOf', { n: n(i + 1), total: n(total) })}
            className="banner-slide"
            hidden={i !== index}
          >
            <Illustration scene={slide.scene} className="banner-art" />
            <div className="banner-text">
              <h2>{t(`home.banner.slides.${slide.key}.title`)}</h2>
              <p>{t(`home.banner.slides.${slide.key}.text`)}</p>
              <Link className="btn btn-primary" to={localize(slide.to)}>
                {t(`home.banner.slides.${slide.key}.cta`)}
              </Link>
            </div>
          </section>
        ))}
      </div>
      <div className="banner-dots">
        {SLIDES.map((slide, i) => (
          <button
            key={slide.key}
            type="button"
            className="banner-dot"
            aria-label={t('home.banner.goTo', { n: n(i + 1) })}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => go(i)}
          />
        ))}
      </div>
    </section>
  );
}
