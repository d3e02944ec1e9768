import { escapeHtml } from '../../http/escape-html.ts';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from './share-image/share-card-svg.ts';
import { OG_LOCALE, otherLanguage, type PageLanguage, SITE_NAME } from './site-identity.ts';

export type SocialInput = {
  lang: PageLanguage;
  title: string;
  /** The browser tab's title when it says more than the shared title (the portal's name after a job's). */
  tabTitle?: string;
  description: string;
  /** Absolute URLs of the page in each language (pageUrls): its own is canonical and og:url; absent on a 404. */
  urls?: Record<PageLanguage, string>;
  /** Absolute URL of a 1200×630 PNG and its alt text in the page's language. */
  image: { url: string; alt: string };
};

/**
 * <title>, description, canonical, the other language's URL (hreflang alternates: en, ne and x-default, English,
 * on each of the two pages), Open Graph and Twitter card tags of a public page.
 */
export function socialTags({ lang, title, tabTitle, description, urls, image }: SocialInput): string[] {
  const url = urls?.[lang];
  const t = escapeHtml(title);
  const d = escapeHtml(description);
  const imageUrl = escapeHtml(image.url);
  const alt = escapeHtml(image.alt);
  return [
    `<title>${escapeHtml(tabTitle ?? title)}</title>`,
    `<meta name="description" content="${d}">`,
    ...(url ? [`<link rel="canonical" href="${escapeHtml(url)}">`] : []),
    ...(urls
      ? [
          `<link rel="alternate" hreflang="en" href="${escapeHtml(urls.en)}">`,
          `<link rel="alternate" hreflang="ne" href="${escapeHtml(urls.ne)}">`,
          `<link rel="alternate" hreflang="x-default" href="${escapeHtml(urls.en)}">`,
        ]
      : []),
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(SITE_NAME[lang])}">`,
    `<meta property="og:locale" content="${OG_LOCALE[lang]}">`,
    `<meta property="og:locale:alternate" content="${OG_LOCALE[otherLanguage(lang)]}">`,
    `<meta property="og:title" content="${t}">`,
    `<meta property="og:description" content="${d}">`,
    ...(url ? [`<meta property="og:url" content="${escapeHtml(url)}">`] : []),
    `<meta property="og:image" content="${imageUrl}">`,
    `<meta property="og:image:type" content="image/png">`,
    `<meta property="og:image:width" content="${SHARE_IMAGE_WIDTH}">`,
    `<meta property="og:image:height" content="${SHARE_IMAGE_HEIGHT}">`,
    `<meta property="og:image:alt" content="${alt}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${t}">`,
    `<meta name="twitter:description" content="${d}">`,
    `<meta name="twitter:image" content="${imageUrl}">`,
    `<meta name="twitter:image:alt" content="${alt}">`,
  ];
}
