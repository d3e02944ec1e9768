import type { Job } from 'shared-api/contract';
import { type PageLanguage, SITE_NAME, SITE_TAGLINE } from '../site-identity.ts';
import type { JobCard, ShareLogo, SiteCard } from './share-card-svg.ts';
import { formatShareDate } from './share-date.ts';

const APPLY_BY: Record<PageLanguage, string> = { en: 'Apply by', ne: 'आवेदनको अन्तिम मिति:' };

/** A lookup's name in the language; "Other" shows the employer's own text (spec: the Other - custom rule). */
export function jobLocationName(job: Pick<Job, 'location' | 'customLocation'>, lang: PageLanguage): string | undefined {
  const { location, customLocation } = job;
  if (location && location.name_en !== 'Other') return (lang === 'ne' && location.name_ne) || location.name_en;
  return customLocation || (location ? (lang === 'ne' && location.name_ne) || location.name_en : undefined);
}

const hostOf = (publicUrl: string) => {
  try {
    return new URL(publicUrl).host;
  } catch {
    return publicUrl;
  }
};

/** What a job's card says, in the page's language. */
export function jobCardText(job: Job, lang: PageLanguage, publicUrl: string, logo?: ShareLogo): JobCard {
  const location = jobLocationName(job, lang);
  return {
    title: job.title,
    company: job.employer.companyName,
    ...(location ? { location } : {}),
    ...(job.applicationDeadline
      ? { deadline: `${APPLY_BY[lang]} ${formatShareDate(job.applicationDeadline, lang)}` }
      : {}),
    siteName: SITE_NAME[lang],
    host: hostOf(publicUrl),
    ...(logo ? { logo } : {}),
  };
}

export function siteCardText(lang: PageLanguage, publicUrl: string): SiteCard {
  return { siteName: SITE_NAME[lang], tagline: SITE_TAGLINE[lang], host: hostOf(publicUrl) };
}
