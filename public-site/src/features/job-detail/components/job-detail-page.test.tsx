// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { type Application, type AskedQuestion, type Job, useAuthPanel, useSession } from 'shared-api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type StubRoute, stubApi } from '../../../test/api-stub.ts';
import { EMPLOYER_ID, JOB_ID, makeJob, makeLocalizedJob, makeUser } from '../../../test/fixtures.ts';
import { i18n, renderWithProviders } from '../../../test/render.tsx';
import { JobDetailPage } from './job-detail-page.tsx';
import { shareUrls } from './share-links.tsx';

const application = (job: Job): Application => ({
  id: '44444444-4444-4444-8444-444444444444',
  jobId: job.id,
  job: {
    id: job.id,
    title: job.title,
    status: job.status,
    companyName: job.employer.companyName,
    location: job.location,
    customLocation: job.customLocation,
  },
  seekerId: '33333333-3333-4333-8333-333333333333',
  appliedAt: '2026-01-02T00:00:00.000Z',
  status: 'pending',
  rejectionReason: null,
  viewed: false,
  note: null,
  resumeFileName: null,
  withdrawnAt: null,
  answeredScreening: false,
});

/** What a test changes of the job: fields that read the same in both languages. */
type JobChanges = Partial<Pick<Job, 'status' | 'isExpired' | 'attachmentUrl' | 'attachmentFileName'>>;

/**
 * A server holding one job (makeJob with `changes`; null: none) in both languages and the seeker's applications and
 * saved jobs; `apply` answers POST /applications (default: created). Returns the calls seen.
 */
function serve(
  changes: JobChanges | null,
  options: { apply?: StubRoute; applied?: boolean; saved?: boolean; questions?: AskedQuestion[] } = {},
) {
  let applied = options.applied ?? false;
  let saved = options.saved ?? false;
  const job = changes ? makeJob(changes) : null;
  const detail = (language: 'en' | 'ne'): [number, unknown] =>
    changes ? [200, makeLocalizedJob(language, changes)] : [404, { message: 'Job not found.', code: 'job.notFound' }];
  return stubApi({
    [`GET /public/en/jobs/${JOB_ID}`]: detail('en'),
    [`GET /public/ne/jobs/${JOB_ID}`]: detail('ne'),
    'GET /seekers/me/applications': () => [200, applied && job ? [application(job)] : []],
    [`GET /jobs/${JOB_ID}/screening`]: [200, options.questions ?? []],
    'GET /seekers/me/saved-jobs': () => [200, saved && job ? [job] : []],
    'POST /applications': (body, query) => {
      const [status, payload] =
        typeof options.apply === 'function'
          ? options.apply(body, query)
          : (options.apply ?? [201, job && application(job)]);
      if (status < 300 || (payload as { code?: string } | undefined)?.code === 'job.alreadyApplied') applied = true;
      return [status, payload];
    },
    [`POST /jobs/${JOB_ID}/save`]: () => {
      saved = true;
      return [204];
    },
    [`DELETE /jobs/${JOB_ID}/save`]: () => {
      saved = false;
      return [204];
    },
  });
}

function renderDetail() {
  return renderWithProviders(
    <Routes>
      <Route path="/jobs/:id" element={<JobDetailPage />} />
    </Routes>,
    `/jobs/${JOB_ID}`,
  );
}

const applyButton = () => screen.findByTestId('apply-button');

/** Apply, then "Send application" in the confirmation dialog. */
async function sendApplication() {
  fireEvent.click(await applyButton());
  fireEvent.click(await screen.findByRole('button', { name: 'Send application' }));
}

beforeEach(() => {
  useSession.setState({ user: null });
  useAuthPanel.setState({ returnTo: null });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  // The worker's modules are shared with the files after this one: leave no one signed in.
  useSession.setState({ user: null });
  useAuthPanel.getState().closeAuthPanel();
  void i18n.changeLanguage('en');
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('job detail', () => {
  it("shows every field with the 'Other - custom' rule", async () => {
    serve({});
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Front office assistant' })).toBeTruthy();
    expect(screen.getByText('Other - Sarangkot')).toBeTruthy();
    expect(screen.getByText('Other / अन्य - Hotels')).toBeTruthy();
    expect(screen.getByText('Dec 31, 2026 · 16 Poush 2083')).toBeTruthy();
    expect(screen.getByText('Customer service')).toBeTruthy();
  });

  it("names the job's skills the skills list knows in the page's language, the others as written", async () => {
    await i18n.changeLanguage('ne');
    stubApi({
      [`GET /public/ne/jobs/${JOB_ID}`]: [200, makeLocalizedJob('ne')],
      'GET /lookups/ne/skill-names?skills=Customer+service%2CEnglish': [200, ['ग्राहक सेवा', null]],
    });
    renderDetail();
    expect(await screen.findByText('ग्राहक सेवा')).toBeTruthy();
    expect(screen.getByText('English')).toBeTruthy();
    expect(screen.queryByText('Customer service')).toBeNull();
  });

  it('lets a seeker apply; the button then shows Applied and is disabled', async () => {
    useSession.setState({ user: makeUser('job_seeker') });
    const api = serve({});
    renderDetail();
    const button = await applyButton();
    await waitFor(() => expect(api.seen).toContain('GET /seekers/me/applications'));
    expect(button.textContent).toBe('Apply now');
    await sendApplication();
    await waitFor(() => expect(button.textContent).toBe('Applied'));
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(await screen.findByText('Your application has been sent to the employer.')).toBeTruthy();
    // No résumé on the profile: "no résumé" is the choice, and no note was written.
    expect(api.seen).toContain(`POST /applications {"jobId":"${JOB_ID}","note":null,"resume":"none"}`);
  });

  it('sends the CV made from the profile when the seeker chooses it (labelled, with its hint)', async () => {
    useSession.setState({ user: makeUser('job_seeker') });
    const api = serve({});
    renderDetail();
    fireEvent.click(await applyButton());
    const choice = await screen.findByRole('radio', { name: /A CV made from my profile \(PDF\)/ });
    expect(choice.getAttribute('aria-describedby')).toBe('apply-resume-cv-hint');
    expect(document.getElementById('apply-resume-cv-hint')?.textContent).toBe(
      'Made from your profile as it is now; the employer keeps this copy.',
    );
    // Without a résumé on the profile, "no résumé" stays the first choice.
    expect((screen.getByRole('radio', { name: 'No résumé' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(choice);
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() =>
      expect(api.seen).toContain(`POST /applications {"jobId":"${JOB_ID}","note":null,"resume":"cv"}`),
    );
  });

  it("counts the server's 'Already applied' as success", async () => {
    useSession.setState({ user: makeUser('job_seeker') });
    serve({}, { apply: [409, { message: 'Already applied', code: 'job.alreadyApplied' }] });
    renderDetail();
    await sendApplication();
    await waitFor(async () => expect((await applyButton()).textContent).toBe('Applied'));
    expect(screen.queryByText('Failed to submit application. Please try again.')).toBeNull();
  });

  it('does not take a 409 for a job closed meanwhile as applied', async () => {
    useSession.setState({ user: makeUser('job_seeker') });
    serve(
      {},
      {
        apply: [409, { message: 'This job is closed and no longer accepts applications.', code: 'job.closed' }],
      },
    );
    renderDetail();
    await sendApplication();
    const failure = await screen.findByTestId('apply-error');
    expect(failure.textContent).toContain('Failed to submit application. Please try again.');
    expect(failure.textContent).toContain('This job is closed and no longer accepts applications.');
    expect((await applyButton()).textContent).toBe('Apply now');
  });

  it('shows the apply error on any other failure and keeps Apply enabled', async () => {
    useSession.setState({ user: makeUser('job_seeker') });
    serve({}, { apply: [500, { message: 'Internal server error.', code: 'internal' }] });
    renderDetail();
    await sendApplication();
    expect(await screen.findByText('Failed to submit application. Please try again.')).toBeTruthy();
    expect(((await applyButton()) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows Applied, disabled, for a job the seeker already applied to', async () => {
    useSession.setState({ user: makeUser('job_seeker') });
    serve({}, { applied: true });
    renderDetail();
    await waitFor(async () => expect((await applyButton()).textContent).toBe('Applied'));
    expect(((await applyButton()) as HTMLButtonElement).disabled).toBe(true);
  });

  it('toggles the bookmark for a seeker', async () => {
    useSession.setState({ user: makeUser('job_seeker') });
    const api = serve({});
    renderDetail();
    const save = await screen.findByRole('button', { name: /Save job/ });
    await waitFor(() => expect(api.seen).toContain('GET /seekers/me/saved-jobs'));
    expect(save.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(save);
    const saved = await screen.findByRole('button', { name: /Saved/ });
    expect(saved.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(api.seen).toContain(`POST /jobs/${JOB_ID}/save`));
    fireEvent.click(saved);
    expect(await screen.findByRole('button', { name: /Save job/ })).toBeTruthy();
    await waitFor(() => expect(api.seen).toContain(`DELETE /jobs/${JOB_ID}/save`));
  });

  it('gives an anonymous visitor a login prompt instead of Apply, coming back here', async () => {
    serve({});
    renderDetail();
    const login = await screen.findByRole('button', { name: 'Log in to apply' });
    expect(screen.queryByTestId('apply-button')).toBeNull();
    expect(screen.getByText('Only job seekers can apply for jobs.')).toBeTruthy();
    fireEvent.click(login);
    expect(useAuthPanel.getState()).toMatchObject({ open: true, tab: 'login' });
    expect(useAuthPanel.getState().returnTo).toBe(`/jobs/${JOB_ID}`);
  });

  it('tells an employer only job seekers can apply; the owner gets the applicants link', async () => {
    useSession.setState({ user: makeUser('employer', EMPLOYER_ID) });
    serve({});
    renderDetail();
    expect(await screen.findByText('Only job seekers can apply for jobs.')).toBeTruthy();
    expect(screen.queryByTestId('apply-button')).toBeNull();
    expect(screen.getByRole('link', { name: 'View applicants' }).getAttribute('href')).toBe(
      `/employer/jobs/${JOB_ID}/applicants`,
    );
  });

  it('does not show the applicants link to another employer', async () => {
    useSession.setState({ user: makeUser('employer') });
    serve({});
    renderDetail();
    await screen.findByText('Only job seekers can apply for jobs.');
    expect(screen.queryByRole('link', { name: 'View applicants' })).toBeNull();
  });

  it('shows the closed notice and a disabled Apply for a closed job', async () => {
    useSession.setState({ user: makeUser('job_seeker') });
    serve({ status: 'closed' });
    renderDetail();
    expect(await screen.findByText('This job is closed and no longer accepts applications.')).toBeTruthy();
    expect(((await applyButton()) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the deadline notice and a disabled Apply for an expired job', async () => {
    serve({ isExpired: true });
    renderDetail();
    expect(await screen.findByText('The application deadline for this job has passed.')).toBeTruthy();
    expect(((await applyButton()) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows 'Job not found.' when the job does not exist", async () => {
    serve(null);
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Job not found.' })).toBeTruthy();
  });

  it('links the attachment in a new tab and the share pages with URL and title', async () => {
    serve({ attachmentUrl: '/api/files/abc', attachmentFileName: 'details.pdf' });
    renderDetail();
    const attachment = await screen.findByRole('link', { name: /details\.pdf/ });
    expect(attachment.getAttribute('href')).toBe('/api/files/abc');
    expect(attachment.getAttribute('target')).toBe('_blank');
    const facebook = screen.getByRole('link', { name: /Share on Facebook/ });
    expect(facebook.getAttribute('rel')).toContain('noopener');
    const urls = shareUrls('https://jobs.example/jobs/1', 'Cook & helper');
    expect(urls.facebook).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fjobs.example%2Fjobs%2F1&t=Cook%20%26%20helper',
    );
    expect(urls.linkedin.startsWith('https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2F')).toBe(true);
    expect(urls.whatsapp).toBe('https://wa.me/?text=Cook%20%26%20helper%20https%3A%2F%2Fjobs.example%2Fjobs%2F1');
  });

  it('shows names and dates in Nepali', async () => {
    await i18n.changeLanguage('ne');
    serve({});
    renderDetail();
    expect(await screen.findByText('अन्य - Sarangkot')).toBeTruthy();
    expect(screen.getByText('पूर्णकालीन')).toBeTruthy();
    expect(screen.getByText('२०८३ पुस १६ · डिसेम्बर ३१, २०२६')).toBeTruthy();
    expect(screen.getByText('जागिर खोज्नेहरूले मात्र जागिरमा आवेदन दिन सक्छन्।')).toBeTruthy();
  });

  it("reads the job in the other language's answer when the language changes", async () => {
    const api = serve({});
    renderDetail();
    expect(await screen.findByText('Full-time')).toBeTruthy();
    await i18n.changeLanguage('ne');
    expect(await screen.findByText('पूर्णकालीन')).toBeTruthy();
    expect(screen.queryByText('Full-time')).toBeNull();
    expect(api.seen.filter((call) => call.includes(`/jobs/${JOB_ID}`) && call.startsWith('GET'))).toEqual([
      `GET /public/en/jobs/${JOB_ID}`,
      `GET /public/ne/jobs/${JOB_ID}`,
    ]);
  });
});

describe('screening questions on apply', () => {
  const QUESTIONS: AskedQuestion[] = [
    { id: 'q-licence', kind: 'yes_no', text: 'Do you hold a driving licence?', required: true, choices: [] },
    { id: 'q-years', kind: 'number', text: 'Years of driving', required: true, choices: [] },
    { id: 'q-shift', kind: 'choice', text: 'Which shift?', required: false, choices: ['Day', 'Night'] },
    { id: 'q-note', kind: 'text', text: 'Anything else?', required: false, choices: [] },
  ];

  it('asks the job’s questions when the dialog opens, checks them, and sends the answers with the application', async () => {
    useSession.setState({ user: makeUser('job_seeker') });
    const api = serve({}, { questions: QUESTIONS });
    renderDetail();
    fireEvent.click(await applyButton());
    const licence = await screen.findByRole('group', { name: /Do you hold a driving licence\?/ });
    expect(api.seen).toContain(`GET /jobs/${JOB_ID}/screening`);
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    // Two required questions unanswered: each says so under itself, nothing is sent.
    expect((await screen.findAllByText('Answer this question.')).length).toBe(2);
    expect(licence.getAttribute('aria-invalid')).toBe('true');
    expect(api.seen.some((call) => call.startsWith('POST /applications'))).toBe(false);

    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    // Devanagari digits are a number too.
    fireEvent.change(screen.getByRole('textbox', { name: /Years of driving/ }), { target: { value: '१२' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Night' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(api.seen.some((call) => call.startsWith('POST /applications'))).toBe(true));
    const sent = api.seen.find((call) => call.startsWith('POST /applications')) ?? '';
    expect(JSON.parse(sent.slice('POST /applications '.length)).answers).toEqual([
      { questionId: 'q-licence', value: true },
      { questionId: 'q-years', value: 12 },
      { questionId: 'q-shift', value: 1 },
    ]);
  });

  it('shows the server’s refusal of an answer under its question', async () => {
    useSession.setState({ user: makeUser('job_seeker') });
    serve(
      {},
      {
        questions: QUESTIONS.slice(0, 2),
        apply: [400, { message: 'Enter a number.', code: 'screening.answerNumber', field: 'answers.1' }],
      },
    );
    renderDetail();
    fireEvent.click(await applyButton());
    fireEvent.click(await screen.findByRole('radio', { name: 'No' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Years of driving/ }), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    const field = screen.getByRole('textbox', { name: /Years of driving/ });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Enter a number.')).toBeTruthy();
  });
});
