/** The languages a CV from the profile is made in. */
export const CV_LANGUAGES = ['en', 'ne'] as const;
export type CvLanguage = (typeof CV_LANGUAGES)[number];
