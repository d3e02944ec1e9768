import type { Job } from 'shared-api/contract';
import type { JobRow } from '../jobs/job-serializer.ts';
import { endOfKathmanduDay } from '../jobs/kathmandu-date.ts';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

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

/** 'Other' lookups show their custom text (spec: the Other - custom rule). */
function locationName(job: Job): string | undefined {
  if (job.location && job.location.name_en !== 'Other') return job.location.name_en;
  return job.customLocation ?? job.location?.name_en ?? undefined;
}

type HeadInput = { job: Job; row: Pick<JobRow, 'salaryRangeRef'>; publicUrl: string; province: string };

export function jobPostingJsonLd({ job, row, publicUrl, province }: HeadInput): Record<string, unknown> {
  const typeKey = job.jobType?.key ?? undefined;
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
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(locationName(job) ? { addressLocality: locationName(job) } : {}),
        addressRegion: PROVINCE_NAMES[province] ?? province,
        addressCountry: 'NP',
      },
    },
    identifier: { '@type': 'PropertyValue', name: job.employer.companyName, value: job.id },
    url: `${publicUrl}/jobs/${job.id}`,
  };
  if (typeKey === 'remote') posting.jobLocationType = 'TELECOMMUTE';
  if (job.applicationDeadline) posting.validThrough = endOfKathmanduDay(job.applicationDeadline);
  const band = row.salaryRangeRef;
  if (band?.id && (band.min !== null || band.max !== null)) {
    posting.baseSalary = {
      '@type': 'MonetaryAmount',
      currency: 'NPR',
      value: {
        '@type': 'QuantitativeValue',
        ...(band.min !== null ? { minValue: band.min } : {}),
        ...(band.max !== null ? { maxValue: band.max } : {}),
        unitText: 'MONTH',
      },
    };
  }
  return posting;
}

/** Tags for <head>: title, description, Open Graph, Twitter, canonical, JSON-LD, and noindex when not listed. */
export function jobPageHead(input: HeadInput): string {
  const { job, publicUrl } = input;
  const url = `${publicUrl}/jobs/${job.id}`;
  const title = job.employer.companyName ? `${job.title} – ${job.employer.companyName}` : job.title;
  const description = summary(job.description || job.title);
  const t = escapeHtml(title);
  const d = escapeHtml(description);
  const tags = [
    `<title>${t}</title>`,
    `<meta name="description" content="${d}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${t}">`,
    `<meta property="og:description" content="${d}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta name="twitter:card" content="summary">`,
    `<meta name="twitter:title" content="${t}">`,
    `<meta name="twitter:description" content="${d}">`,
  ];
  if (job.employer.companyLogoUrl) {
    tags.push(`<meta property="og:image" content="${escapeHtml(publicUrl + job.employer.companyLogoUrl)}">`);
  }
  if (job.status !== 'open' || job.isExpired) tags.push('<meta name="robots" content="noindex">');
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
