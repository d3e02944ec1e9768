import { websiteHref } from 'shared-api/contract';
import { scriptJson } from '../seo/job-page-head.ts';
import { siteShareImage } from '../seo/public-page-head.ts';
import { type PageLanguage, pageUrls, SITE_NAME } from '../seo/site-identity.ts';
import { socialTags } from '../seo/social-tags.ts';
import type { findPublicEmployer } from './employer-page-service.ts';

type PublicEmployer = NonNullable<Awaited<ReturnType<typeof findPublicEmployer>>>;

const DESCRIPTION_MAX = 160;

const FALLBACK: Record<PageLanguage, (company: string) => string> = {
  en: (company) => `Open jobs at ${company} on the portal.`,
  ne: (company) => `${company} का खुला जागिर।`,
};

/** The description cut to a search snippet's length at a word boundary. */
function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const head = flat.slice(0, DESCRIPTION_MAX - 1);
  const space = head.lastIndexOf(' ');
  return `${(space > DESCRIPTION_MAX / 2 ? head.slice(0, space) : head).trimEnd()}…`;
}

/** schema.org Organization of an employer page (name, the page's url in its language, logo, description, address). */
export function organizationJsonLd(employer: PublicEmployer, publicUrl: string, lang: PageLanguage = 'en') {
  const site = websiteHref(employer.website);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: employer.companyName,
    url: pageUrls(publicUrl, `/employers/${employer.id}`)[lang],
    ...(site ? { sameAs: [site] } : {}),
    ...(employer.logoFileId ? { logo: `${publicUrl}/api/files/${employer.logoFileId}` } : {}),
    ...(employer.companyDescription.trim() ? { description: snippet(employer.companyDescription) } : {}),
    ...(employer.address.trim() ? { address: employer.address.trim() } : {}),
  };
}

/** <head> of /employers/{id}: the company's name as title, its description, canonical, social tags, Organization JSON-LD. */
export function employerPageHead(employer: PublicEmployer, lang: PageLanguage, publicUrl: string): string {
  const company = employer.companyName;
  const tags = socialTags({
    lang,
    title: `${company} | ${SITE_NAME[lang]}`,
    description: snippet(employer.companyDescription) || FALLBACK[lang](company),
    urls: pageUrls(publicUrl, `/employers/${employer.id}`),
    image: siteShareImage(lang, publicUrl),
  });
  tags.push(`<script type="application/ld+json">${scriptJson(organizationJsonLd(employer, publicUrl, lang))}</script>`);
  return tags.join('\n    ');
}
