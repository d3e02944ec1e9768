import type { Job } from 'shared-api/contract';
import type { JobRow } from '../jobs/job-serializer.ts';
import { endOfKathmanduDay } from '../jobs/kathmandu-date.ts';
import { baseSalary, educationRequirements, experienceRequirements } from './job-posting-requirements.ts';
import { siteShareImage } from './public-page-head.ts';
import { jobCardText, jobLocationName } from './share-image/share-card-text.ts';
import { jobShareImagePath } from './share-image/share-image-routes.ts';
import { type PageLanguage, pageUrls, SITE_NAME } from './site-identity.ts';
import { socialTags } from './social-tags.ts';

/** JSON inside <script>: `<` as \u003c, so neither `</script>` nor `<!--` can end or bend the block. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** schema.org employmentType from the job type key; unknown keys are OTHER. */
const EMPLOYMENT_TYPES: Record<string, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  freelance: 'CONTRACTOR',
  internship: 'INTERN',
  temporary: 'TEMPORARY',
  volunteer: 'VOLUNTEER',
};

const PROVINCE_NAMES: Record<string, string> = {
  gandaki: 'Gandaki Province',
  bagmati: 'Bagmati Province',
  koshi: 'Koshi Province',
};

/** Collapses whitespace and cuts at a word boundary near `max` characters. */
export function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export type HeadInput = {
  job: Job;
  row: Pick<JobRow, 'salaryRangeRef' | 'employerRef'>;
  publicUrl: string;
  province: string;
  /** The page's language (its URL: /ne/jobs/{id} is Nepali): its URL, image and alt text follow it. */
  lang: PageLanguage;
};

/**
 * An employer's website as an absolute http(s) URL for sameAs: the field is free text, so a bare host
 * ("fewaboats.com.np") gets https://, and anything that is not a plain web address is left out.
 */
export function httpUrl(value: string | null | undefined): string | undefined {
  const text = value?.trim();
  if (!text || /\s/.test(text)) return undefined;
  try {
    const url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.') ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Open and not past its deadline: the jobs the public list shows, and the only ones with a picture of their own. */
const isListed = (job: Job) => job.status === 'open' && !job.isExpired;

export function jobPostingJsonLd({ job, row, publicUrl, province, lang }: HeadInput): Record<string, unknown> {
  const typeKey = job.jobType?.key ?? undefined;
  const website = httpUrl(row.employerRef?.website);
  const locality = jobLocationName(job, 'en');
  const posting: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description || job.title,
    datePosted: job.postedAt,
    employmentType: (typeKey && EMPLOYMENT_TYPES[typeKey]) ?? 'OTHER',
    hiringOrganization: {
      '@type': 'Organization',
      name: job.employer.companyName,
      ...(job.employer.companyLogoUrl ? { logo: `${publicUrl}${job.employer.companyLogoUrl}` } : {}),
      ...(website ? { sameAs: website } : {}),
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(locality ? { addressLocality: locality } : {}),
        addressRegion: PROVINCE_NAMES[province] ?? province,
        addressCountry: 'NP',
      },
    },
    identifier: { '@type': 'PropertyValue', name: job.employer.companyName, value: job.id },
    url: pageUrls(publicUrl, `/jobs/${job.id}`)[lang],
    // Applying happens on this page (the Apply button), no redirect to another site.
    directApply: true,
  };
  if (typeKey === 'remote') {
    // Google requires where a remote worker may live; the portal serves Nepal.
    posting.jobLocationType = 'TELECOMMUTE';
    posting.applicantLocationRequirements = { '@type': 'Country', name: 'Nepal' };
  }
  if (job.applicationDeadline) posting.validThrough = endOfKathmanduDay(job.applicationDeadline);
  if (job.vacancies !== null) posting.totalJobOpenings = job.vacancies;
  // The employer's offered amount or range when given, else the salary band's ends.
  const offered = job.salaryMin !== null || job.salaryMax !== null;
  const requirements = {
    educationRequirements: educationRequirements(job),
    experienceRequirements: experienceRequirements(job),
    baseSalary: baseSalary(offered ? { min: job.salaryMin, max: job.salaryMax } : row.salaryRangeRef),
  };
  for (const [name, value] of Object.entries(requirements)) if (value !== undefined) posting[name] = value;
  return posting;
}

const ALT: Record<PageLanguage, (card: ReturnType<typeof jobCardText>) => string> = {
  en: (c) =>
    [`Job: ${c.title}`, c.company && `at ${c.company}`, c.location && `in ${c.location}`].filter(Boolean).join(' ') +
    (c.deadline ? `. ${c.deadline}.` : '.'),
  ne: (c) =>
    [`जागिर: ${c.title}`, c.company, c.location].filter(Boolean).join(', ') + (c.deadline ? `। ${c.deadline}।` : '।'),
};

/**
 * Tags for <head>: title, description, canonical, Open Graph (site name, locale and its alternate, a 1200×630
 * picture with alt text in the page's language), Twitter's large card, JobPosting JSON-LD, and noindex when the
 * job is not listed (closed or past its deadline: such a job shows the portal's own picture, its own is 404).
 */
export function jobPageHead(input: HeadInput): string {
  const { job, publicUrl, lang } = input;
  const urls = pageUrls(publicUrl, `/jobs/${job.id}`);
  const title = job.employer.companyName ? `${job.title} – ${job.employer.companyName}` : job.title;
  const image = isListed(job)
    ? { url: `${publicUrl}${jobShareImagePath(job.id, lang)}`, alt: ALT[lang](jobCardText(job, lang, publicUrl)) }
    : siteShareImage(lang, publicUrl);
  const tags = socialTags({
    lang,
    title,
    tabTitle: `${title} | ${SITE_NAME[lang]}`,
    description: summary(job.description || job.title),
    urls,
    image,
  });
  if (!isListed(job)) tags.push('<meta name="robots" content="noindex">');
  tags.push(`<script type="application/ld+json">${scriptJson(jobPostingJsonLd(input))}</script>`);
  return tags.join('\n    ');
}

/**
 * Puts `head` right after the opening <head> tag, so it comes before every script of the shell, and drops the
 * shell's own title and description (a page must have one of each).
 */
export function injectHead(html: string, head: string): string {
  const cleaned = html.replace(/<title>[\s\S]*?<\/title>\s*/i, '').replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  const opening = cleaned.match(/<head(\s[^>]*)?>/i);
  if (opening?.index !== undefined) {
    const at = opening.index + opening[0].length;
    return `${cleaned.slice(0, at)}\n    ${head}${cleaned.slice(at)}`;
  }
  const doctype = cleaned.match(/<!doctype[^>]*>/i);
  const at = doctype?.index !== undefined ? doctype.index + doctype[0].length : 0;
  return `${cleaned.slice(0, at)}<head>${head}</head>${cleaned.slice(at)}`;
}
