import { jobsFeedLinks } from '../feeds/feed-head.ts';
import { siteShareImagePath } from './share-image/share-image-routes.ts';
import { type PageLanguage, pageUrls, SITE_NAME, SITE_TAGLINE } from './site-identity.ts';
import { socialTags } from './social-tags.ts';

type PageCopy = { title: string; description: string };

/**
 * Title and description of each public page that is not a job, per language (search-result copy: the pages'
 * own headings and leads, public-site/src/i18n). The keys are the paths public-site routes.
 */
export const PUBLIC_PAGE_HEADS: Record<string, Record<PageLanguage, PageCopy>> = {
  '/': {
    en: {
      title: SITE_NAME.en,
      description: 'Jobs from employers across Gandaki Province, free for job seekers and employers.',
    },
    ne: {
      title: SITE_NAME.ne,
      description: 'गण्डकी प्रदेशभरका रोजगारदाताका जागिर, जागिर खोज्ने र रोजगारदाता सबैका लागि निःशुल्क।',
    },
  },
  '/jobs': {
    en: {
      title: 'Find jobs',
      description: 'Search open jobs in Gandaki Province by keyword, category, district, job type and salary.',
    },
    ne: {
      title: 'जागिर खोज्नुहोस्',
      description: 'गण्डकी प्रदेशका खुला जागिर शब्द, वर्ग, जिल्ला, जागिरको प्रकार र तलबअनुसार खोज्नुहोस्।',
    },
  },
  '/about': {
    en: {
      title: 'About the portal',
      description:
        'Gandaki Province Job Portal brings together the people of the province who are looking for work and the local businesses that need them.',
    },
    ne: {
      title: 'पोर्टलको बारेमा',
      description:
        'गण्डकी प्रदेश रोजगार पोर्टलले काम खोजिरहेका प्रदेशवासी र उनीहरूलाई आवश्यक पर्ने स्थानीय व्यवसायलाई एउटै ठाउँमा ल्याउँछ।',
    },
  },
  '/career-resources': {
    en: {
      title: 'Career resources',
      description:
        'Practical advice to help you write a strong CV, do well in interviews and plan the next steps of your career.',
    },
    ne: {
      title: 'करियर स्रोतहरू',
      description: 'राम्रो बायोडाटा लेख्न, अन्तर्वार्तामा सफल हुन र करियरका अर्का चरण योजना गर्न सहयोग गर्ने व्यावहारिक सल्लाह।',
    },
  },
  '/contact': {
    en: {
      title: 'Contact us',
      description: 'Questions about a job, your account or our training courses? Send us a message and we will help.',
    },
    ne: {
      title: 'सम्पर्क गर्नुहोस्',
      description: 'कुनै जागिर, तपाईंको खाता वा हाम्रा तालिमबारे प्रश्न छ? हामीलाई सन्देश पठाउनुहोस्, हामी सहयोग गर्नेछौँ।',
    },
  },
  '/faq': {
    en: {
      title: 'Frequently asked questions',
      description: 'Answers to the questions job seekers, trainees and employers ask us most often.',
    },
    ne: {
      title: 'बारम्बार सोधिने प्रश्नहरू',
      description: 'जागिर खोज्ने, प्रशिक्षार्थी र रोजगारदाताले हामीलाई प्रायः सोध्ने प्रश्नहरूका उत्तर।',
    },
  },
  '/skill-development': {
    en: {
      title: 'Skill development',
      description:
        'Practical courses followed by paid apprenticeships with local employers, so that training leads straight to work.',
    },
    ne: {
      title: 'सीप विकास',
      description: 'व्यावहारिक तालिमपछि स्थानीय रोजगारदातासँग सशुल्क प्रशिक्षार्थी काम, जसले गर्दा तालिमबाट सिधै जागिर पाइन्छ।',
    },
  },
  '/jobs-in-numbers': {
    en: {
      title: 'Jobs in numbers',
      description:
        'Jobs posted in Gandaki Province over the last twelve months by month, category, district and job type, and job seekers by district: open data under CC BY 4.0.',
    },
    ne: {
      title: 'सङ्ख्यामा जागिर',
      description:
        'गत बाह्र महिनामा गण्डकी प्रदेशमा महिना, वर्ग, जिल्ला र जागिरको प्रकारअनुसार पोस्ट भएका जागिर र जिल्लाअनुसार जागिर खोज्नेहरू: खुला तथ्याङ्क।',
    },
  },
  '/privacy-policy': {
    en: {
      title: 'Privacy policy',
      description: 'What personal data Gandaki Province Job Portal keeps, why, who can see it and how long we keep it.',
    },
    ne: {
      title: 'गोपनीयता नीति',
      description: 'गण्डकी प्रदेश रोजगार पोर्टलले कुन व्यक्तिगत विवरण राख्छ, किन राख्छ, कसले हेर्न सक्छ र कति समय राख्छ भन्ने कुरा।',
    },
  },
  '/terms-and-conditions': {
    en: {
      title: 'Terms and conditions',
      description: 'By creating an account or using Gandaki Province Job Portal you agree to these terms.',
    },
    ne: {
      title: 'नियम तथा सर्तहरू',
      description: 'खाता बनाएर वा गण्डकी प्रदेश रोजगार पोर्टल प्रयोग गरेर तपाईं यी सर्तहरूमा सहमत हुनुहुन्छ।',
    },
  },
};

const NOT_FOUND: Record<PageLanguage, PageCopy> = {
  en: { title: '404 - Page Not Found', description: 'This page does not exist. Find open jobs on the portal instead.' },
  ne: { title: '४०४ - पृष्ठ फेला परेन', description: 'यो पृष्ठ छैन। पोर्टलमा खुला जागिर खोज्नुहोस्।' },
};

/** The portal's own picture (GET /api/share-image.png) and its alt text, for pages without one of their own. */
export function siteShareImage(lang: PageLanguage, publicUrl: string): { url: string; alt: string } {
  return { url: `${publicUrl}${siteShareImagePath(lang)}`, alt: `${SITE_NAME[lang]}: ${SITE_TAGLINE[lang]}` };
}

/** The page title as the tab shows it: "Find jobs | Gandaki Province Job Portal"; the home page is the name alone. */
const fullTitle = (title: string, lang: PageLanguage) =>
  title === SITE_NAME[lang] ? title : `${title} | ${SITE_NAME[lang]}`;

/** True for a path publicPageHead knows (without query string or trailing slash). */
export const isPublicPagePath = (path: string) => Object.hasOwn(PUBLIC_PAGE_HEADS, path);

/**
 * <head> tags of a public page that is not a job: title, description, canonical (the page's URL in its language
 * without the query string, so /jobs?page=2&q=… is one page to search engines) and the other language's URL, Open
 * Graph and Twitter tags with the portal's picture. `path` (without a language prefix) must be one of
 * PUBLIC_PAGE_HEADS (isPublicPagePath); use notFoundPageHead for anything else.
 */
export function publicPageHead({
  path,
  lang,
  publicUrl,
  keyword,
  search,
}: {
  path: string;
  lang: PageLanguage;
  publicUrl: string;
  /** The keyword searched for on /jobs: it leads the title ("cook – Find jobs | …"). */
  keyword?: string;
  /** The page's query string: /jobs links the feeds of its search. */
  search?: string;
}) {
  const copy = PUBLIC_PAGE_HEADS[path]?.[lang];
  if (!copy) return notFoundPageHead({ lang, publicUrl });
  const jobs = path === '/jobs';
  const title = keyword && jobs ? `${keyword} – ${copy.title}` : copy.title;
  return [
    ...socialTags({
      lang,
      title: fullTitle(title, lang),
      description: copy.description,
      urls: pageUrls(publicUrl, path),
      image: siteShareImage(lang, publicUrl),
    }),
    ...(jobs ? jobsFeedLinks(lang, publicUrl, search ?? '') : []),
  ].join('\n    ');
}

/** <head> tags of the public 404 page: its title, the portal's picture, no canonical or alternates, noindex. */
export function notFoundPageHead({ lang, publicUrl }: { lang: PageLanguage; publicUrl: string }): string {
  const copy = NOT_FOUND[lang];
  return [
    ...socialTags({
      lang,
      title: fullTitle(copy.title, lang),
      description: copy.description,
      image: siteShareImage(lang, publicUrl),
    }),
    '<meta name="robots" content="noindex">',
  ].join('\n    ');
}
