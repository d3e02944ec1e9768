/**
 * The Nepali glossary of the portal: one word for one thing, the way people who look for work in Nepal say it
 * (merojob, jobsnepal, the government's vacancy notices and everyday speech). `glossary.test.ts` reads every
 * catalogue of every namespace and every Nepali text of the server (mails, pages, PDFs, the data export) and
 * fails on a term used against it, so a new string follows it too. The reasons: docs/decisions/nepali-glossary.md.
 *
 * | English                   | Nepali (use)                          | not                                         |
 * | ------------------------- | ------------------------------------- | ------------------------------------------- |
 * | job, jobs                 | जागिर, जागिरहरू                         | रोजगारी, रोजगार, नोकरी                         |
 * | job posting / post a job  | जागिर / जागिर पोस्ट गर्नुहोस्              | रोजगारी सूचना, जागिर राख्नु, रिक्त पद प्रकाशित    |
 * | job title                 | पदको नाम                               | जागिरको शीर्षक, पद (alone)                     |
 * | vacancy / vacancies (no.) | रिक्त पद / पद सङ्ख्या                     | खाली पद                                      |
 * | job alert, alert          | जागिर अलर्ट, अलर्ट                       | रोजगारी सूचना, सूचना (that is a notification)   |
 * | notification              | सूचना                                 | अधिसूचना, नोटिफिकेसन                          |
 * | mark all as read          | सबै पढिएको भनी चिन्ह लगाउनुहोस्               | सबैलाई पढिएको … ("mark everyone")            |
 * | employer                  | रोजगारदाता (its own word)               | नियोक्ता, रोजगारकर्ता                            |
 * | job seeker                | जागिर खोज्ने                            | रोजगार खोज्ने, खोजकर्ता                        |
 * | apply / application       | आवेदन दिनुहोस् / आवेदन                    | निवेदन, दरखास्त                               |
 * | applicant                 | आवेदक                                 | उम्मेदवार, आवेदनकर्ता                          |
 * | candidate (found by search) | सम्भावित कर्मचारी                       | उम्मेदवार, क्यान्डिडेट                           |
 * | invitation / invite       | निमन्त्रणा / निमन्त्रणा पठाउनुहोस्           | आमन्त्रण, निम्तो, इन्भाइट                        |
 * | category                  | वर्ग                                  | श्रेणी (a government grade), कोटि               |
 * | level (job, experience)   | तह                                    | स्तर                                         |
 * | screening question        | आवेदनका प्रश्न                            | छनोट प्रश्न (छनोट is "selected"), स्क्रिनिङ      |
 * | shortlist / shortlisted   | छोटो सूचीमा राख्नुहोस् / छोटो सूचीमा         | छनोट सूची (छनोट is "selected": hired)         |
 * | recent                    | हालैका                                 | हालका, पछिल्ला, भर्खरका                         |
 * | profile                   | प्रोफाइल                               | प्रोफायल, प्रोफाईल                             |
 * | résumé, CV                | बायोडाटा                               | सीभी, रिजुमे, स्वविवरण, CV                     |
 * | deadline                  | अन्तिम मिति                             | म्याद (kept for a link that expires)          |
 * | salary                    | तलब                                   | पारिश्रमिक, वेतन, सेलरी                         |
 * | experience / education    | अनुभव / शिक्षा                           | तजुर्बा / पढाइ                                 |
 * | skill                     | सीप                                   | सिप, कौशल, दक्षता                              |
 * | training (a course)       | तालिम                                 | प्रशिक्षण, ट्रेनिङ (प्रशिक्षार्थी, apprentice, stays) |
 * | enrol / enrolment         | भर्ना हुनुहोस् / भर्ना                      | नामाङ्कन, इनरोल                               |
 * | waiting list              | प्रतीक्षा सूची                            | पर्खाइ सूची, वेटिङ                             |
 * | district                  | जिल्ला                                 | जिल्‍ला variants                               |
 * | log in / log out / sign up | लगइन / लगआउट / साइन अप                  | लग इन, साइन इन, लग आउट                         |
 * | email                     | इमेल                                  | ईमेल, ई-मेल                                  |
 * | save / saved              | सेभ गर्नुहोस् / सेभ गरिएका                 | सुरक्षित (that is "secure")                     |
 * | preferred (jobs, places)  | मनपर्ने (मनपर्ने जागिर, मनपर्ने स्थान)        | रुचाइएका …                                   |
 * | Pause / Play (banner)     | स्लाइड रोक्नुहोस् / चलाउनुहोस्              | घुम्न रोक्नुहोस्                                 |
 * | Follow us                 | हामीसँग जोडिनुहोस्                        | हामीलाई पछ्याउनुहोस् (पछ्याउनु is "chase")        |
 * | LinkedIn                  | लिङ्क्डइन                               | लिंक्डइन                                      |
 * | city                      | सहर                                   | शहर                                          |
 * | message (a thread's)      | सन्देश, कुराकानी (the thread)            | मेसेज, म्यासेज                                 |
 * | interview                 | अन्तर्वार्ता                             | इन्टरभ्यु, अन्तरवार्ता                             |
 * | number, English           | सङ्ख्या, अङ्ग्रेजी                         | संख्या, अंग्रेजी (one spelling)                  |
 * | BS months                 | वैशाख जेठ असार साउन भदौ असोज कात्तिक मङ्सिर पुस माघ फागुन चैत | बैशाख, जेष्ठ, आषाढ, श्रावण, … |
 * | a date's format           | an example date                       | yyyy-MM-dd, mm/dd/yyyy                      |
 * | numbers                   | Devanagari digits (०-९)                | 0-9 in Nepali text                          |
 *
 * The portal's own name, गण्डकी प्रदेश रोजगार पोर्टल, is a name and keeps रोजगार; so do रोजगारदाता (employer),
 * सूचना प्रविधि (information technology) and सूचना अवधि (notice period), each its own word.
 */
export type GlossaryRule = {
  /** The English concept. */
  concept: string;
  /** The Nepali to use. */
  use: string;
  /** What a Nepali text must not contain. */
  avoid?: RegExp;
  /** Phrases where the avoided word means something else and stays (removed before `avoid` is tried). */
  allowed?: readonly RegExp[];
  /** A catalogue string whose English says this must say `use` in Nepali (`nepali`). */
  pair?: { english: RegExp; nepali: RegExp };
  /** Also checked in the English catalogues. */
  english?: boolean;
  /** Checked in the catalogues only, not in the Nepali text of the source files (a rule about messages). */
  cataloguesOnly?: boolean;
};

/** Phrases that keep a word the rules avoid elsewhere: each is its own word. */
const PORTAL_NAME = /गण्डकी प्रदेश रोजगार पोर्टल/;

export const NEPALI_GLOSSARY: readonly GlossaryRule[] = [
  {
    concept: 'job (रोजगारदाता, employer, is its own word)',
    use: 'जागिर',
    avoid: /रोजगार(?!दाता)|नोकरी/,
    allowed: [PORTAL_NAME],
  },
  {
    concept: 'post a job',
    use: 'जागिर पोस्ट गर्नुहोस्',
    avoid: /जागिर\S* (राख्|प्रकाशित)|रिक्त पद\S* प्रकाशित/,
  },
  {
    concept: 'job title',
    use: 'पदको नाम',
    avoid: /जागिरको शीर्षक/,
    pair: { english: /\bjob title\b/i, nepali: /पदको नाम/ },
  },
  { concept: 'vacancy', use: 'रिक्त पद (number of vacancies: पद सङ्ख्या)', avoid: /खाली पद/ },
  {
    concept: 'job alert',
    use: 'जागिर अलर्ट',
    avoid: /(रोजगारी?|जागिर)\s*सूचना/,
    pair: { english: /\balerts?\b/i, nepali: /अलर्ट/ },
  },
  {
    concept: 'notification',
    use: 'सूचना',
    avoid: /अधिसूचना|नोटिफिकेसन|नोटिफिकेशन/,
    pair: { english: /notification/i, nepali: /सूचना/ },
  },
  { concept: 'mark all as read', use: 'सबै पढिएको भनी चिन्ह लगाउनुहोस्', avoid: /सबैलाई पढिएको/ },
  {
    concept: 'employer',
    use: 'रोजगारदाता',
    avoid: /नियोक्ता|रोजगारकर्ता/,
    pair: { english: /\bemployers?\b/i, nepali: /रोजगारदाता/ },
  },
  { concept: 'job seeker', use: 'जागिर खोज्ने', avoid: /रोजगार खोज्|खोजकर्ता/ },
  { concept: 'apply, application', use: 'आवेदन दिनुहोस्, आवेदन', avoid: /निवेदन|दरखास्त/ },
  { concept: 'applicant', use: 'आवेदक', avoid: /उम्मेदवार|आवेदनकर्ता/ },
  {
    concept: 'candidate (a seeker an employer finds)',
    use: 'सम्भावित कर्मचारी',
    avoid: /क्यान्डिडेट/,
    pair: { english: /\bcandidates?\b/i, nepali: /सम्भावित कर्मचारी|व्यक्ति/ },
  },
  { concept: 'invitation, invite', use: 'निमन्त्रणा', avoid: /आमन्त्रण|निम्तो|इन्भाइट/ },
  {
    concept: 'category',
    use: 'वर्ग',
    avoid: /श्रेणी|कोटि/,
    pair: { english: /categor/i, nepali: /वर्ग/ },
  },
  { concept: 'level (job level, experience level)', use: 'तह', avoid: /स्तर/ },
  {
    concept: 'shortlist, shortlisted',
    use: 'छोटो सूचीमा राख्नुहोस्, छोटो सूचीमा',
    avoid: /छनोट सूची|सर्टलिस्ट|सटलिस्ट/,
    pair: { english: /shortlist/i, nepali: /छोटो सूची/ },
  },
  {
    concept: 'recent',
    use: 'हालैका',
    avoid: /पछिल्ला|भर्खरका|हालका/,
    pair: { english: /\brecent\b/i, nepali: /हालैका|हालैको/ },
  },
  {
    concept: 'screening question',
    use: 'आवेदनका प्रश्न',
    avoid: /छनोट प्रश्न|स्क्रिनिङ/,
    pair: { english: /screening question/i, nepali: /आवेदनका प्रश्न/ },
  },
  { concept: 'profile', use: 'प्रोफाइल', avoid: /प्रोफायल|प्रोफाईल/ },
  {
    concept: 'résumé, CV',
    use: 'बायोडाटा',
    avoid: /सीभी|रिजुमे|रेजुमे|स्वविवरण|\bCV\b/,
    pair: { english: /\b(CV|[Rr]ésumé|[Rr]esume)s?\b/, nepali: /बायोडाटा/ },
  },
  {
    concept: 'deadline',
    use: 'अन्तिम मिति',
    avoid: /म्याद/,
    // A link "expires": its म्याद सकिन्छ. A deadline is a date.
    allowed: [/म्याद सकि/],
    pair: { english: /deadline/i, nepali: /अन्तिम मिति/ },
  },
  { concept: 'salary', use: 'तलब', avoid: /पारिश्रमिक|वेतन|सेलरी/, pair: { english: /salary/i, nepali: /तलब/ } },
  { concept: 'experience, education', use: 'अनुभव, शिक्षा', avoid: /तजुर्बा/ },
  // सिपालु (skilled) is its own word.
  { concept: 'skill', use: 'सीप', avoid: /(?<![\u0900-\u097F])सिप(?![्ा])|कौशल|दक्षता/ },
  {
    concept: 'training (a course)',
    use: 'तालिम',
    avoid: /प्रशिक्षण|ट्रेनिङ|ट्रेनिंग/,
    pair: { english: /\btrainings?\b/i, nepali: /तालिम/ },
  },
  {
    concept: 'enrol, enrolment (in a training)',
    use: 'भर्ना हुनुहोस्, भर्ना',
    avoid: /नामाङ्कन|नामांकन|इनरोल/,
    pair: { english: /\benrol/i, nepali: /भर्ना/ },
  },
  {
    concept: 'waiting list',
    use: 'प्रतीक्षा सूची',
    avoid: /पर्खाइ सूची|वेटिङ/,
    pair: { english: /waiting list/i, nepali: /प्रतीक्षा सूची/ },
  },
  { concept: "number, English (one spelling, the Nepal Academy's)", use: 'सङ्ख्या, अङ्ग्रेजी', avoid: /संख्या|अंग्रेजी/ },
  { concept: 'district', use: 'जिल्ला', pair: { english: /\bdistricts?\b/i, nepali: /जिल्ला/ } },
  { concept: 'log in, log out, sign up', use: 'लगइन, लगआउट, साइन अप', avoid: /लग इन|लग आउट|साइन इन|लगईन|साइनअप/ },
  { concept: 'email', use: 'इमेल', avoid: /ईमेल|ई-मेल|ई मेल/ },
  {
    concept: 'save, saved',
    use: 'सेभ गर्नुहोस्, सेभ गरिएका',
    avoid: /सुरक्षित/,
    // "secure" in its own sense: all rights reserved, securely, keeping the service / the data secure.
    allowed: [/सर्वाधिकार सुरक्षित/, /सुरक्षित रूप/, /(सेवा|यसलाई) सुरक्षित राख/],
  },
  { concept: 'preferred (jobs, places)', use: 'मनपर्ने', avoid: /रुचाइएका/ },
  { concept: 'Pause / Play rotation', use: 'स्लाइड रोक्नुहोस् / स्लाइड चलाउनुहोस्', avoid: /घुम्न/ },
  { concept: 'Follow us', use: 'हामीसँग जोडिनुहोस्', avoid: /पछ्याउनुहोस्/ },
  { concept: 'message (between employer and applicant)', use: 'सन्देश', avoid: /मेसेज|म्यासेज/ },
  {
    concept: 'interview',
    use: 'अन्तर्वार्ता',
    avoid: /इन्टरभ्यु|इन्टर्भ्यु|अन्तरवार्ता/,
    pair: { english: /\binterview/i, nepali: /अन्तर्वार्ता/ },
  },
  { concept: 'LinkedIn', use: 'लिङ्क्डइन', avoid: /लिंक्डइन|लिन्क्डइन|लिङ्कडइन/ },
  {
    concept: 'city',
    use: 'सहर',
    // At a word's start: सन्देशहरू (messages) ends in the same letters.
    avoid: /(?<![\u0900-\u097F])शहर/,
    // A town's own registered name keeps its spelling.
    allowed: [/बेसीशहर/],
  },
  {
    concept: 'Bikram Sambat months',
    use: 'वैशाख जेठ असार साउन भदौ असोज कात्तिक मङ्सिर पुस माघ फागुन चैत',
    avoid: /बैशाख|बैसाख|जेष्ठ|आषाढ|श्रावण|भाद्र|आश्विन|कार्तिक|मंसिर|मार्गशीर्ष|पौष|फाल्गुन|चैत्र/,
  },
  {
    concept: 'a date format',
    use: 'an example date',
    avoid: /yyyy|mm\/dd|dd\/mm/i,
    english: true,
    cataloguesOnly: true,
  },
  { concept: 'digits', use: '०१२३४५६७८९ (or {{n, number}})', avoid: /[0-9]/, cataloguesOnly: true },
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
  'areas:screening.hint': ['max'],
  'areas:screening.choicesHint': ['min', 'max'],
  'areas:screening.number': ['n'],
  'areas:screening.removeLabel': ['n'],
};
