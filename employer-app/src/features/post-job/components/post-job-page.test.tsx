// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jobKeys, lookupKeys, toUser, useSession } from 'shared-api';
import { wireJob } from 'shared-api/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { employer, i18n, renderApp } from '../../../test/render-app.tsx';

const SOURCE = '00000000-0000-4000-8000-0000000000aa';
const sent: { url: string; body: FormData }[] = [];
/** The source job's screening question (its job has applications: locked there, editable in the copy). */
const LICENCE = {
  id: 'q1',
  kind: 'yes_no',
  text: 'सवारी चालक अनुमतिपत्र छ?',
  required: true,
  choices: [],
  knockoutChoices: [],
  knockoutAnswer: false,
  acceptMin: null,
  acceptMax: null,
};

beforeEach(() => {
  sent.length = 0;
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    if (init?.body instanceof FormData) sent.push({ url: String(url), body: init.body });
    if (String(url).endsWith(`/jobs/${SOURCE}/screening-questions`)) {
      return Promise.resolve(new Response(JSON.stringify({ questions: [LICENCE], locked: true })));
    }
    return Promise.resolve(new Response(JSON.stringify(wireJob('new')), { status: 201 }));
  });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  cleanup();
  useSession.setState({ user: null });
  await act(() => i18n.changeLanguage('en'));
});

describe('duplicating a job', () => {
  it("offers 'Copy of <title>' in Nepali too, names the source and starts from its screening questions", async () => {
    useSession.setState({ user: toUser(employer({ approvalStatus: 'approved' })) });
    await act(() => i18n.changeLanguage('ne'));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    for (const list of [
      'categories',
      'industries',
      'locations',
      'salary-ranges',
      'job-types',
      'experience-levels',
      'education-levels',
      'skills',
    ] as const) {
      client.setQueryData(lookupKeys.list(list), []);
    }
    client.setQueryData(jobKeys.detail(SOURCE), wireJob(SOURCE, { title: 'हेड कुक' }));
    renderApp(`/employer/post-job?duplicate_from=${SOURCE}`, client);

    const title = await screen.findByRole('textbox', { name: /^पदको नाम/ });
    expect((screen.getByRole('textbox', { name: /^प्रश्न/ }) as HTMLInputElement).value).toBe(LICENCE.text);
    expect((title as HTMLInputElement).value).toBe('Copy of हेड कुक');
    await userEvent.setup().click(screen.getByRole('button', { name: 'जागिर पोस्ट गर्नुहोस्' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.url).toMatch(/\/api\/jobs$/);
    expect(sent[0]?.body.get('title')).toBe('Copy of हेड कुक');
    expect(sent[0]?.body.get('duplicateFrom')).toBe(SOURCE);
    expect(JSON.parse(String(sent[0]?.body.get('screeningQuestions')))).toEqual([
      expect.objectContaining({ kind: 'yes_no', text: LICENCE.text, required: true, knockoutAnswer: false }),
    ]);
  });
});
