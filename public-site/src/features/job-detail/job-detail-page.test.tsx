// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { ApiError, api, type Job, useAuthPanel, useSession } from 'shared-api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPLOYER_ID, JOB_ID, makeJob, makeUser } from '../../test/fixtures.ts';
import { i18n, renderWithProviders } from '../../test/render.tsx';
import { JobDetailPage } from './job-detail-page.tsx';
import { shareUrls } from './share-links.tsx';

vi.mock('shared-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('shared-api')>()),
  api: vi.fn(),
}));

const mockedApi = vi.mocked(api);

function serve(job: Job | null, apply?: () => unknown) {
  mockedApi.mockImplementation(async (path: string, request?: { method?: string }) => {
    if (path === `/jobs/${JOB_ID}`) {
      if (!job) throw new ApiError('Job not found.', 404);
      return job;
    }
    if (path === '/applications' && request?.method === 'POST') return apply ? apply() : {};
    if (path === `/jobs/${JOB_ID}/save`) return null;
    throw new Error(`unexpected call ${path}`);
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

beforeEach(() => {
  useSession.setState({ user: null, appliedJobIds: new Set(), savedJobIds: new Set() });
  useAuthPanel.setState({ returnTo: null });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  useAuthPanel.getState().closeAuthPanel();
  void i18n.changeLanguage('en');
  vi.restoreAllMocks();
});

describe('job detail', () => {
  it("shows every field with the 'Other - custom' rule", async () => {
    serve(makeJob());
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Front office assistant' })).toBeTruthy();
    expect(screen.getByText('Other - Sarangkot')).toBeTruthy();
    expect(screen.getByText('Other / अन्य - Hotels')).toBeTruthy();
    expect(screen.getByText('Dec 31, 2026')).toBeTruthy();
    expect(screen.getByText('Customer service')).toBeTruthy();
  });

  it('lets a seeker apply; the button then shows Applied and is disabled', async () => {
    useSession.setState({ user: makeUser('job_seeker') });
    serve(makeJob());
    renderDetail();
    const button = await applyButton();
    expect(button.textContent).toBe('Apply now');
    fireEvent.click(button);
    await waitFor(() => expect(button.textContent).toBe('Applied'));
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(useSession.getState().appliedJobIds.has(JOB_ID)).toBe(true);
    expect(mockedApi).toHaveBeenCalledWith('/applications', { method: 'POST', body: { jobId: JOB_ID } });
  });

  it("counts the server's 'Already applied' as success", async () => {
    useSession.setState({ user: makeUser('job_seeker') });
    serve(makeJob(), () => {
      throw new ApiError('Already applied', 409);
    });
    renderDetail();
    fireEvent.click(await applyButton());
    await waitFor(() => expect(useSession.getState().appliedJobIds.has(JOB_ID)).toBe(true));
    expect(screen.queryByText('Failed to submit application. Please try again.')).toBeNull();
  });

  it('does not take a 409 for a job closed meanwhile as applied', async () => {
    useSession.setState({ user: makeUser('job_seeker') });
    serve(makeJob(), () => {
      throw new ApiError('This job is closed and no longer accepts applications.', 409);
    });
    renderDetail();
    fireEvent.click(await applyButton());
    expect(await screen.findByText('Failed to submit application. Please try again.')).toBeTruthy();
    expect(useSession.getState().appliedJobIds.has(JOB_ID)).toBe(false);
  });

  it('shows the apply error on any other failure and keeps Apply enabled', async () => {
    useSession.setState({ user: makeUser('job_seeker') });
    serve(makeJob(), () => {
      throw new ApiError('Server error: 500 Internal Server Error', 500);
    });
    renderDetail();
    const button = await applyButton();
    fireEvent.click(button);
    expect(await screen.findByText('Failed to submit application. Please try again.')).toBeTruthy();
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows Applied, disabled, for a job the seeker already applied to', async () => {
    useSession.setState({ user: makeUser('job_seeker'), appliedJobIds: new Set([JOB_ID]) });
    serve(makeJob());
    renderDetail();
    const button = await applyButton();
    expect(button.textContent).toBe('Applied');
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('toggles the bookmark for a seeker', async () => {
    useSession.setState({ user: makeUser('job_seeker') });
    serve(makeJob());
    renderDetail();
    const save = await screen.findByRole('button', { name: /Save job/ });
    expect(save.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(save);
    await waitFor(() => expect(useSession.getState().savedJobIds.has(JOB_ID)).toBe(true));
    expect(mockedApi).toHaveBeenCalledWith(`/jobs/${JOB_ID}/save`, { method: 'POST' });
    const saved = screen.getByRole('button', { name: /Saved/ });
    expect(saved.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(saved);
    await waitFor(() => expect(useSession.getState().savedJobIds.has(JOB_ID)).toBe(false));
    expect(mockedApi).toHaveBeenCalledWith(`/jobs/${JOB_ID}/save`, { method: 'DELETE' });
  });

  it('gives an anonymous visitor a login prompt instead of Apply, coming back here', async () => {
    serve(makeJob());
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
    serve(makeJob());
    renderDetail();
    expect(await screen.findByText('Only job seekers can apply for jobs.')).toBeTruthy();
    expect(screen.queryByTestId('apply-button')).toBeNull();
    expect(screen.getByRole('link', { name: 'View applicants' }).getAttribute('href')).toBe(
      `/employer/jobs/${JOB_ID}/applicants`,
    );
  });

  it('does not show the applicants link to another employer', async () => {
    useSession.setState({ user: makeUser('employer') });
    serve(makeJob());
    renderDetail();
    await screen.findByText('Only job seekers can apply for jobs.');
    expect(screen.queryByRole('link', { name: 'View applicants' })).toBeNull();
  });

  it('shows the closed notice and a disabled Apply for a closed job', async () => {
    useSession.setState({ user: makeUser('job_seeker') });
    serve(makeJob({ status: 'closed' }));
    renderDetail();
    expect(await screen.findByText('This job is closed and no longer accepts applications.')).toBeTruthy();
    expect(((await applyButton()) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the deadline notice and a disabled Apply for an expired job', async () => {
    serve(makeJob({ isExpired: true }));
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
    serve(makeJob({ attachmentUrl: '/api/files/abc', attachmentFileName: 'details.pdf' }));
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
    serve(makeJob());
    renderDetail();
    expect(await screen.findByText('अन्य - Sarangkot')).toBeTruthy();
    expect(screen.getByText('डिसेम्बर ३१, २०२६')).toBeTruthy();
    expect(screen.getByText('रोजगार खोज्नेहरूले मात्र रोजगारीमा आवेदन दिन सक्छन्।')).toBeTruthy();
  });
});
