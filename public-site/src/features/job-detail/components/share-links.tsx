import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { NAMESPACE } from '../../../i18n/namespace.ts';

/** Share URLs of a social network, a professional network and a messaging app (spec section 2). */
export function shareUrls(pageUrl: string, title: string) {
  const url = encodeURIComponent(pageUrl);
  const text = encodeURIComponent(title);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${url}&t=${text}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${url}&title=${text}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${pageUrl}`)}`,
  };
}

const noSubscription = () => () => {};
/** The page's origin; none on the server and while hydrating (the same markup), the real one right after. */
const useOrigin = () =>
  useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  );

export function ShareLinks({ title }: { title: string }) {
  const { t } = useTranslation(NAMESPACE);
  const { pathname } = useLocation();
  const pageUrl = `${useOrigin()}${pathname}`;
  const urls = shareUrls(pageUrl, title);
  const links = [
    { key: 'facebook', href: urls.facebook, label: t('detail.shareFacebook') },
    { key: 'linkedin', href: urls.linkedin, label: t('detail.shareLinkedin') },
    { key: 'whatsapp', href: urls.whatsapp, label: t('detail.shareWhatsapp') },
  ];
  return (
    <nav className="share-links" aria-label={t('detail.share')}>
      <h2 className="share-title">{t('detail.share')}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.key}>
            <a
              className={`share-link share-${link.key}`}
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${link.label} ${t('detail.newTab')}`}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
