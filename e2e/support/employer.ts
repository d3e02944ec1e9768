import { type APIRequestContext, expect, type Page } from '@playwright/test';
import employerEn from '../../employer-app/src/i18n/en.json' with { type: 'json' };
import employerNe from '../../employer-app/src/i18n/ne.json' with { type: 'json' };
import { COPY_OF_PREFIX } from '../../shared-api/src/contract/job-copy.ts';
import type { NewAccount } from './accounts.ts';
import { BASE_URL } from './e2e-env.ts';
import { fill, localDigits, texts } from './seeker.ts';

export type Language = 'en' | 'ne';

/** The employer area's words the journeys click and read, read from its bundles (employer-app, areas, common). */
function employerWords(language: Language) {
  const employer = { en: employerEn, ne: employerNe }[language];
  const { areas, common } = texts[language];
  const number = (n: number) => localDigits(String(n), language);
  return {
    jobTitle: areas.jobForm.title,
    description: areas.jobForm.description,
    location: areas.jobForm.location,
    attachment: areas.jobForm.attachment,
    postJob: employer.postJob.submit,
    newJob: employer.jobs.postNew,
    noJobs: employer.jobs.none,
    posted: (title: string) => fill(employer.dashboard.posted, { title }),
    /** A duplicated job's title starts so in either language: it is stored data, not interface text. */
    copyOf: COPY_OF_PREFIX,
    duplicate: (title: string) => fill(employer.jobs.duplicateNamed, { title }),
    close: (title: string) => fill(employer.jobs.closeNamed, { title }),
    reopen: (title: string) => fill(employer.jobs.reopenNamed, { title }),
    confirm: common.actions.confirm,
    open: employer.jobs.status.open,
    closed: employer.jobs.status.closed,
    applicants: fill(employer.jobs.applicants, { formatted: number(2) }),
    skillsFilter: employer.applicants.filterSkills,
    cityFilter: employer.applicants.filterCity,
    noMatch: employer.applicants.noMatch,
    shortlist: employer.detail.shortlist,
    unshortlist: employer.detail.unshortlist,
    reject: employer.detail.reject,
    reason: employer.detail.reason,
    statusUpdated: employer.detail.statusUpdated,
    downloadResume: employer.detail.downloadResume,
    printProfile: employer.detail.printProfile,
    printOrSave: employer.detail.print,
    notesTitle: employer.notes.title,
    addNote: employer.notes.addLabel,
    saveNote: employer.notes.add,
    screening: areas.screening.title,
    addQuestion: areas.screening.add,
    question: (n: number) => areas.screening.number.replace('{{n, number}}', number(n)),
    questionText: areas.screening.text,
    kind: areas.screening.kind,
    required: areas.screening.required,
    knockoutYesNo: areas.screening.knockoutYesNo,
    no: areas.screening.no,
    acceptMin: areas.screening.acceptMin,
    requirementsFilter: areas.screening.title,
    unmet: areas.screening.unmet,
    answerUnmet: areas.screening.answerUnmet,
  };
}

export const WORDS = { en: employerWords('en'), ne: employerWords('ne') } as const;

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
