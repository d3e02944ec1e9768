import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useMediaQuery } from '../lib/use-media-query.ts';
import { Illustration, type Scene } from './illustration.tsx';

export const GALLERY: readonly { key: string; scene: Scene }[] = [
  { key: 'lake', scene: 'lake' },
  { key: 'workshop', scene: 'workshop' },
  { key: 'fields', scene: 'fields' },
  { key: 'classroom', scene: 'classroom' },
  { key: 'town', scene: 'town' },
  { key: 'mountains', scene: 'mountains' },
];

/** The items shown from `start`, wrapping at the end of the list. */
export function visibleItems<T>(items: readonly T[], start: number, perView: number): T[] {
  const count = Math.min(perView, items.length);
  return Array.from({ length: count }, (_, offset) => items[(start + offset) % items.length]!);
}

/** Picture carousel: 2 items at a time (1 below 768 px), previous/next wrap around. */
export function ImageCarousel() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const narrow = useMediaQuery('(max-width: 767px)');
  const perView = narrow ? 1 : 2;
  const [start, setStart] = useState(0);
  const total = GALLERY.length;
  const go = (next: number) => setStart(((next % total) + total) % total);
  const shown = visibleItems(GALLERY, start, perView);

  return (
    <section
      className="gallery"
      aria-roledescription={t('home.banner.roledescription')}
      aria-labelledby="gallery-title"
    >
      <div className="section-head">
        <h2 id="gallery-title">{t('home.gallery.title')}</h2>
        <div className="row">
          <button type="button" className="carousel-button" onClick={() => go(start - perView)}>
            <span aria-hidden="true">‹</span> {t('home.gallery.previous')}
          </button>
          <button type="button" className="carousel-button" onClick={() => go(start + perView)}>
            {t('home.gallery.next')} <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
      <div className={`gallery-track gallery-${perView}`} aria-live="polite">
        {shown.map((item) => {
          const position = GALLERY.indexOf(item) + 1;
          return (
            <figure
              key={item.key}
              className="gallery-item"
              aria-roledescription={t('home.banner.slide')}
              aria-label={t('home.banner.slideOf', {
                n: formatNumber(position, language),
                total: formatNumber(total, language),
              })}
            >
              <Illustration scene={item.scene} className="gallery-art" />
              <figcaption>
                <strong>{t(`home.gallery.items.${item.key}.title`)}</strong>
                <span>{t(`home.gallery.items.${item.key}.caption`)}</span>
              </figcaption>
            </figure>
          );
        })}
      </div>
    </section>
  );
}
