/** The languages a public page is served in (the visitor's `portal_lang` cookie, else English). */
export type PageLanguage = 'en' | 'ne';

/** The portal's name and one-line pitch as the shell shows them (shell/src/i18n `app.name`, `app.tagline`). */
export const SITE_NAME: Record<PageLanguage, string> = {
  en: 'Gandaki Province Job Portal',
  ne: 'गण्डकी प्रदेश रोजगार पोर्टल',
};
export const SITE_TAGLINE: Record<PageLanguage, string> = {
  en: 'Connecting job seekers and employers across the province. Free for everyone.',
  ne: 'प्रदेशभरका रोजगार खोज्नेहरू र रोजगारदाताहरूलाई जोड्दै। सबैका लागि निःशुल्क।',
};

/** Open Graph locale of each language; the other one is og:locale:alternate. */
export const OG_LOCALE: Record<PageLanguage, string> = { en: 'en_US', ne: 'ne_NP' };
export const otherLanguage = (lang: PageLanguage): PageLanguage => (lang === 'en' ? 'ne' : 'en');

/** The cookie the client writes when the visitor picks a language (SameSite=Lax, one year). */
export const LANGUAGE_COOKIE = 'portal_lang';

/** The page language of a request: its `portal_lang` cookie when that is `en` or `ne`, else English. */
export function pageLanguageOf(cookieHeader: string | undefined): PageLanguage {
  const match = cookieHeader?.match(/(?:^|;)\s*portal_lang=(en|ne)\s*(?:;|$)/);
  return match?.[1] === 'ne' ? 'ne' : 'en';
}
