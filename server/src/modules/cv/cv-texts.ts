import type { CvLanguage } from 'shared-api/contract';
import { SITE_NAME } from '../seo/site-identity.ts';

/** The CV's own words in both languages (the profile's contents stay as the seeker wrote them). */
export const CV_TEXTS = {
  en: {
    summary: 'Summary',
    experience: 'Work experience',
    education: 'Education',
    skills: 'Skills',
    certifications: 'Certifications',
    present: 'Present',
    verified: 'verified by the portal',
    noticePeriod: 'Notice period',
    district: 'District',
    more: 'The profile is longer than two pages: the rest is on the portal.',
    footer: (page: string, pages: string) => `CV made from the profile on ${SITE_NAME.en} · page ${page} of ${pages}`,
    fileStem: 'CV',
  },
  ne: {
    summary: 'सारांश',
    experience: 'कार्य अनुभव',
    education: 'शिक्षा',
    skills: 'सीप',
    certifications: 'प्रमाणपत्रहरू',
    present: 'हालसम्म',
    verified: 'पोर्टलले प्रमाणित गरेको',
    noticePeriod: 'सूचना अवधि',
    district: 'जिल्ला',
    more: 'प्रोफाइल दुई पृष्ठभन्दा लामो छ: बाँकी पोर्टलमा छ।',
    footer: (page: string, pages: string) =>
      `${SITE_NAME.ne}को प्रोफाइलबाट बनाइएको बायोडाटा · पृष्ठ ${page} (${pages} मध्ये)`,
    fileStem: 'बायोडाटा',
  },
} as const satisfies Record<CvLanguage, Record<string, unknown>>;
