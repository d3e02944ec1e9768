import { localizedPath, type PageLanguage } from 'shared-api/contract';

/** The languages a public page is served in: English at the plain path, Nepali under /ne/. */
export type { PageLanguage };

/** The portal's name and one-line pitch as the shell shows them (shell/src/i18n `app.name`, `app.tagline`). */
export const SITE_NAME: Record<PageLanguage, string> = {
  en: 'Gandaki Province Job Portal',
  ne: 'गण्डकी प्रदेश रोजगार पोर्टल',
};
export const SITE_TAGLINE: Record<PageLanguage, string> = {
  en: 'Connecting job seekers and employers across the province. Free for everyone.',
  ne: 'प्रदेशभरका जागिर खोज्नेहरू र रोजगारदाताहरूलाई जोड्दै। सबैका लागि निःशुल्क।',
};

/** Open Graph locale of each language; the other one is og:locale:alternate. */
export const OG_LOCALE: Record<PageLanguage, string> = { en: 'en_US', ne: 'ne_NP' };
export const otherLanguage = (lang: PageLanguage): PageLanguage => (lang === 'en' ? 'ne' : 'en');

/** The cookie the client writes when the visitor picks a language (SameSite=Lax, one year). */
export const LANGUAGE_COOKIE = 'portal_lang';

/** The language the visitor picked (the cookie), English when none: the language of mail sent on their request. */
export function languageOfCookie(cookieHeader: string | undefined): PageLanguage {
  const match = cookieHeader?.match(new RegExp(`(?:^|;)\\s*${LANGUAGE_COOKIE}=(en|ne)\\s*(?:;|$)`));
  return match?.[1] === 'ne' ? 'ne' : 'en';
}

/** The absolute URLs of a page (`page`: its path without a language prefix) in each language. */
export function pageUrls(publicUrl: string, page: string): Record<PageLanguage, string> {
  return { en: `${publicUrl}${localizedPath(page, 'en')}`, ne: `${publicUrl}${localizedPath(page, 'ne')}` };
}
