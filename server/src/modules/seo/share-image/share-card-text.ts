import type { Job, LookupRef } from 'shared-api/contract';
import { isOtherName } from '../../lookups/other-entry.ts';
import { type PageLanguage, SITE_NAME, SITE_TAGLINE } from '../site-identity.ts';
import type { JobCard, ShareLogo, SiteCard } from './share-card-svg.ts';
import { formatShareDate } from './share-date.ts';

const APPLY_BY: Record<PageLanguage, string> = { en: 'Apply by', ne: 'आवेदनको अन्तिम मिति:' };

/** A lookup's name in the language; "Other" shows the employer's own text (spec: the Other - custom rule). */
export function lookupName(
  ref: Pick<LookupRef, 'name_en' | 'name_ne'> | null,
  custom: string | null,
  lang: PageLanguage,
): string | undefined {
  if (ref && !isOtherName(ref.name_en)) return (lang === 'ne' && ref.name_ne) || ref.name_en;
  return custom || (ref ? (lang === 'ne' && ref.name_ne) || ref.name_en : undefined);
}

/** The job's district in the language, by the Other rule. */
export const jobLocationName = (job: Pick<Job, 'location' | 'customLocation'>, lang: PageLanguage) =>
  lookupName(job.location, job.customLocation, lang);

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
