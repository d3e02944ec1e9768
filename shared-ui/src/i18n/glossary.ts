/**
 * The Nepali glossary of the portal: one word for one thing, the way people who look for work in Nepal say it
 * (merojob, jobsnepal and everyday speech). `glossary.test.ts` reads every catalogue of every namespace and
 * fails on a term used against it, so a new string follows it too.
 *
 * | English            | Nepali (use)              | not                                   | why                                             |
 * | ------------------ | ------------------------- | ------------------------------------- | ----------------------------------------------- |
 * | save / saved       | सेभ गर्नुहोस् / सेभ गरिएका   | सुरक्षित गर्नुहोस्                          | सुरक्षित reads as "secure"; keep it for that      |
 * | saved jobs         | सेभ गरिएका जागिर            | सुरक्षित गरिएका रोजगारी(हरू)                 | one name in the menu and on the page            |
 * | preferred jobs     | मनपर्ने जागिर               | रुचाइएका रोजगारी, मनपर्ने रोजगारीहरू          | one name in the menu and on the page            |
 * | Pause / Play (banner) | स्लाइड रोक्नुहोस् / चलाउनुहोस् | घुम्न रोक्नुहोस्                          | "stop spinning" is not what the button does     |
 * | Follow us          | हामीसँग जोडिनुहोस्           | हामीलाई पछ्याउनुहोस्                       | पछ्याउनु is "chase"                               |
 * | LinkedIn           | लिङ्क्डइन                  | लिंक्डइन                               | one spelling                                    |
 * | city               | सहर                       | शहर                                   | one spelling (the Nepal Academy's)              |
 * | a date's format    | an example date           | yyyy-MM-dd, mm/dd/yyyy                | nobody reads format codes, in either language   |
 * | numbers            | Devanagari digits (०-९)    | 0-9 in Nepali text                    | a number given to a message: `{{n, number}}`    |
 *
 * "जागिर" is what people say for a job: the seeker's own lists (saved, preferred) use it; रोजगारी stays in
 * formal text (employment, a job posting).
 */
export type GlossaryRule = {
  /** The English concept. */
  concept: string;
  /** The Nepali to use. */
  use: string;
  /** What a Nepali string must not contain. */
  avoid: RegExp;
  /** Phrases where the avoided word means something else and stays (removed before `avoid` is tried). */
  allowed?: readonly RegExp[];
  /** Also checked in the English catalogues. */
  english?: boolean;
};

export const NEPALI_GLOSSARY: readonly GlossaryRule[] = [
  {
    concept: 'save, saved',
    use: 'सेभ गर्नुहोस्, सेभ गरिएका',
    avoid: /सुरक्षित/,
    // "secure" in its own sense: all rights reserved, securely, keeping the service / the data secure.
    allowed: [/सर्वाधिकार सुरक्षित/, /सुरक्षित रूप/, /(सेवा|यसलाई) सुरक्षित राख/],
  },
  { concept: 'preferred jobs', use: 'मनपर्ने जागिर', avoid: /रुचाइएका रोजगारी|मनपर्ने रोजगारी/ },
  { concept: 'Pause / Play rotation', use: 'स्लाइड रोक्नुहोस् / स्लाइड चलाउनुहोस्', avoid: /घुम्न/ },
  { concept: 'Follow us', use: 'हामीसँग जोडिनुहोस्', avoid: /पछ्याउनुहोस्/ },
  { concept: 'LinkedIn', use: 'लिङ्क्डइन', avoid: /लिंक्डइन|लिन्क्डइन|लिङ्कडइन/ },
  { concept: 'city', use: 'सहर', avoid: /शहर/ },
  { concept: 'a date format', use: 'an example date', avoid: /yyyy|mm\/dd|dd\/mm/i, english: true },
  { concept: 'digits', use: '०१२३४५६७८९ (or {{n, number}})', avoid: /[0-9]/ },
];

/**
 * Messages given numbers by the code (not pre-formatted text): each placeholder must format its number in the
 * reader's language (`{{count, number}}`, the year without grouping). Key: `<namespace>:<dotted key>`.
 */
export const NUMBER_PLACEHOLDERS: Readonly<Record<string, readonly string[]>> = {
  'shell:footer.copyright': ['year'],
  'public_site:jobs.count_one': ['count'],
  'public_site:jobs.count_other': ['count'],
  'employer_app:applicants.count': ['shown', 'total'],
  'admin_app:nav.pendingCount': ['count'],
  'common:jobCard.vacancyCount_other': ['count'],
  'admin_app:audit.changes': ['count'],
  'common:errors.admin.lookupInUse': ['jobs', 'profiles'],
};
