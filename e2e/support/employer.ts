import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { NewAccount } from './accounts.ts';
import { BASE_URL } from './e2e-env.ts';

export type Language = 'en' | 'ne';

/** The employer area's words the journeys click and read, in both languages (employer-app and common bundles). */
export const WORDS = {
  en: {
    jobTitle: 'Job title',
    description: 'Description',
    location: 'Location',
    attachment: 'Attachment',
    postJob: 'Post job',
    newJob: 'Post a new job',
    noJobs: 'You have not posted any jobs yet.',
    posted: (title: string) => `Your job “${title}” is posted.`,
    copyOf: 'Copy of ',
    duplicate: (title: string) => `Duplicate ${title}`,
    close: (title: string) => `Close ${title}`,
    reopen: (title: string) => `Re-open ${title}`,
    confirm: 'Confirm',
    open: 'Open',
    closed: 'Closed',
    applicants: 'Applicants: 2',
    skillsFilter: 'Skills',
    cityFilter: 'City',
    noMatch: 'No applicants match your filters.',
    shortlist: 'Shortlist',
    unshortlist: 'Unshortlist',
    reject: 'Reject',
    reason: 'Reason for rejection',
    statusUpdated: 'Application status updated.',
    downloadResume: 'Download resume',
    printProfile: 'Print profile',
    printOrSave: 'Print or save as PDF',
    notesTitle: 'Private notes',
    addNote: 'Add a note',
    saveNote: 'Save note',
    screening: 'Screening questions',
    addQuestion: 'Add a question',
    question: (n: number) => `Question ${n}`,
    questionText: 'Question',
    kind: 'Kind of answer',
    required: 'Applicants must answer',
    knockoutYesNo: 'Answer that does not meet the requirement',
    no: 'No',
    acceptMin: 'Lowest accepted number',
    requirementsFilter: 'Screening questions',
    unmet: 'Does not meet a requirement',
    answerUnmet: 'Does not meet the requirement',
  },
  ne: {
    jobTitle: 'पदको नाम',
    description: 'विवरण',
    location: 'स्थान',
    attachment: 'संलग्न फाइल',
    postJob: 'जागिर पोस्ट गर्नुहोस्',
    newJob: 'नयाँ जागिर पोस्ट गर्नुहोस्',
    noJobs: 'तपाईंले अहिलेसम्म कुनै जागिर पोस्ट गर्नुभएको छैन।',
    posted: (title: string) => `तपाईंको जागिर “${title}” पोस्ट गरियो।`,
    copyOf: 'Copy of ',
    duplicate: (title: string) => `${title} को प्रतिलिपि बनाउनुहोस्`,
    close: (title: string) => `${title} बन्द गर्नुहोस्`,
    reopen: (title: string) => `${title} पुनः खोल्नुहोस्`,
    confirm: 'पुष्टि गर्नुहोस्',
    open: 'खुला',
    closed: 'बन्द',
    applicants: 'आवेदकहरू: २',
    skillsFilter: 'सीपहरू',
    cityFilter: 'सहर',
    noMatch: 'तपाईंको फिल्टरसँग मिल्ने कुनै आवेदक छैन।',
    shortlist: 'छोटो सूचीमा राख्नुहोस्',
    unshortlist: 'छोटो सूचीबाट हटाउनुहोस्',
    reject: 'अस्वीकार गर्नुहोस्',
    reason: 'अस्वीकृतिको कारण',
    statusUpdated: 'आवेदनको स्थिति अद्यावधिक भयो।',
    downloadResume: 'बायोडाटा डाउनलोड गर्नुहोस्',
    printProfile: 'प्रोफाइल प्रिन्ट गर्नुहोस्',
    printOrSave: 'प्रिन्ट गर्नुहोस् वा PDF सेभ गर्नुहोस्',
    notesTitle: 'निजी टिप्पणीहरू',
    addNote: 'टिप्पणी थप्नुहोस्',
    saveNote: 'टिप्पणी सेभ गर्नुहोस्',
    screening: 'आवेदनका प्रश्न',
    addQuestion: 'प्रश्न थप्नुहोस्',
    question: (n: number) => `प्रश्न ${n.toLocaleString('ne-NP')}`,
    questionText: 'प्रश्न',
    kind: 'जवाफको प्रकार',
    required: 'आवेदकले जवाफ दिनैपर्छ',
    knockoutYesNo: 'आवश्यकता पूरा नगर्ने जवाफ',
    no: 'होइन',
    acceptMin: 'स्वीकार्य सबैभन्दा सानो सङ्ख्या',
    requirementsFilter: 'आवेदनका प्रश्न',
    unmet: 'एउटा आवश्यकता पूरा गर्दैन',
    answerUnmet: 'आवश्यकता पूरा गर्दैन',
  },
} as const;

/** A small but real PDF (file-type recognises it by its header). */
export function samplePdf(text = 'Sample'): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
}

/** Chooses the interface language before the page loads (the session store reads it from storage). */
export async function useLanguage(page: Page, language: Language): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('portal.language', value), language);
}

export async function apiToken(request: APIRequestContext, account: NewAccount): Promise<string> {
  const res = await request.post(`${BASE_URL}/api/auth/login`, {
    data: { email: account.email, password: account.password, role: account.role },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** A seeker applies to a job through the API, with a resume uploaded through the seeker's own endpoint. */
export async function applyWithResume(
  request: APIRequestContext,
  token: string,
  jobId: string,
  resumeName: string,
  answers?: { questionId: string; value: boolean | number | string }[],
) {
  const headers = { authorization: `Bearer ${token}` };
  const upload = await request.post(`${BASE_URL}/api/users/profile/resume`, {
    headers,
    multipart: { resume: { name: resumeName, mimeType: 'application/pdf', buffer: samplePdf(resumeName) } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const applied = await request.post(`${BASE_URL}/api/applications`, { headers, data: { jobId, answers } });
  expect(applied.status(), await applied.text()).toBe(201);
}
