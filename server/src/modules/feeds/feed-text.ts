import { JOBS_FEED_ITEMS, type Job, localizedPath } from 'shared-api/contract';
import { toDevanagariDigits } from 'shared-ui/calendar';
import { excerpt } from '../jobs/job-summary.ts';
import { jobLocationName, lookupName } from '../seo/share-image/share-card-text.ts';
import { formatShareDate } from '../seo/share-image/share-date.ts';
import { type PageLanguage, SITE_NAME } from '../seo/site-identity.ts';
import type { Names } from './feed-jobs.ts';

/** One job of a feed, in the feed's language. */
export type FeedEntry = {
  /** The job's page in the feed's language: the entry's link and its permanent id. */
  url: string;
  title: string;
  /** The employer's company name. */
  author: string;
  /** The category and the district, by the Other rule, when the job states them. */
  categories: string[];
  /** Plain text: employer, district, category, job type and deadline on a line each, then the description's start. */
  summary: string;
  published: Date;
  updated: Date;
};

/** A feed in its language, for either format (feed-xml.ts). */
export type FeedDocument = {
  lang: PageLanguage;
  title: string;
  description: string;
  /** This feed's own absolute URL (atom:link rel="self", the Atom feed's id). */
  selfUrl: string;
  /** The /jobs page of the same search in the same language. */
  pageUrl: string;
  /** The newest change among its jobs; when it has none, the time it was made. */
  updated: Date;
  entries: FeedEntry[];
};

/** How much of a description a feed entry carries (a reader opens the job's page for the rest). */
const SUMMARY_CHARS = 400;
const SUMMARY_BYTES = 1200;

const TEXT = {
  en: {
    jobsFor: (search: string) => `Jobs: ${search}`,
    recent: 'Recent jobs',
    description: (n: number) => `The newest open jobs of this search, at most ${n}, with a link to each job's page.`,
    employer: 'Employer',
    district: 'District',
    category: 'Category',
    jobType: 'Job type',
    deadline: 'Deadline',
  },
  ne: {
    jobsFor: (search: string) => `जागिर: ${search}`,
    recent: 'हालैका जागिरहरू',
    description: (n: number) =>
      `यो खोजीका हालैका खुला जागिरहरू, बढीमा ${toDevanagariDigits(String(n))} वटा, हरेक जागिरको पृष्ठको लिङ्कसहित।`,
    employer: 'रोजगारदाता',
    district: 'जिल्ला',
    category: 'वर्ग',
    jobType: 'जागिरको प्रकार',
    deadline: 'आवेदनको अन्तिम मिति',
  },
} as const;

const nameIn = (names: Names, lang: PageLanguage) => (lang === 'ne' && names.name_ne) || names.name_en;

/** The feed's title: the search's keyword, category and districts, else "Recent jobs"; then the portal's name. */
function feedTitle(
  lang: PageLanguage,
  keyword: string | undefined,
  names: { category?: Names; locations: Names[] },
): string {
  const parts = [
    ...(keyword ? [`“${keyword}”`] : []),
    ...(names.category ? [nameIn(names.category, lang)] : []),
    ...(names.locations.length ? [names.locations.map((names) => nameIn(names, lang)).join(', ')] : []),
  ];
  const text = TEXT[lang];
  return `${parts.length ? text.jobsFor(parts.join(' · ')) : text.recent} | ${SITE_NAME[lang]}`;
}

function entryOf(job: Job, lang: PageLanguage, publicUrl: string): FeedEntry {
  const text = TEXT[lang];
  const district = jobLocationName(job, lang);
  const category = lookupName(job.category, job.customCategory, lang);
  const jobType = lookupName(job.jobType, null, lang);
  const facts: [string, string | undefined][] = [
    [text.employer, job.employer.companyName || undefined],
    [text.district, district],
    [text.category, category],
    [text.jobType, jobType],
    [text.deadline, job.applicationDeadline ? formatShareDate(job.applicationDeadline, lang) : undefined],
  ];
  const lines = facts.flatMap(([label, value]) => (value ? [`${label}: ${value}`] : []));
  const description = excerpt(job.description, SUMMARY_CHARS, SUMMARY_BYTES);
  return {
    url: `${publicUrl}${localizedPath(`/jobs/${job.id}`, lang)}`,
    title: job.title,
    author: job.employer.companyName || SITE_NAME[lang],
    categories: [category, district].filter((name): name is string => Boolean(name)),
    summary: [...lines, ...(description ? ['', description] : [])].join('\n'),
    published: new Date(job.postedAt),
    updated: new Date(job.updatedAt),
  };
}

/**
 * A feed of a search in a language (`path`: the feed's path and query as served, `search`: the query string of its
 * search, for its /jobs page).
 */
export function feedDocument(input: {
  jobs: Job[];
  lang: PageLanguage;
  publicUrl: string;
  path: string;
  search: string;
  keyword: string | undefined;
  names: { category?: Names; locations: Names[] };
  now: Date;
}): FeedDocument {
  const { jobs, lang, publicUrl } = input;
  const entries = jobs.map((job) => entryOf(job, lang, publicUrl));
  const newest = entries.reduce<Date | null>(
    (best, entry) => (!best || entry.updated > best ? entry.updated : best),
    null,
  );
  return {
    lang,
    title: feedTitle(lang, input.keyword, input.names),
    description: TEXT[lang].description(JOBS_FEED_ITEMS),
    selfUrl: `${publicUrl}${input.path}`,
    pageUrl: `${publicUrl}${localizedPath(`/jobs${input.search}`, lang)}`,
    updated: newest ?? input.now,
    entries,
  };
}
