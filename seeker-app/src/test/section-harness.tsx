import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { toUser, type User, useSession, type WireUser } from 'shared-api';
import { type ApiReply, startLoopbackApi } from 'shared-api/testing';
import { addTestNamespace, initTestI18n } from 'shared-ui/testing';
import { afterAll, afterEach, beforeAll } from 'vitest';
import en from '../i18n/en.json';
import { NAMESPACE } from '../i18n/namespace.ts';
import ne from '../i18n/ne.json';

type Seeker = Extract<User, { role: 'job_seeker' }>;

export const i18n = initTestI18n('en');
addTestNamespace(NAMESPACE, { en, ne });

/** How long a test waits for the loopback server's answer to show (the machine may be loaded). */
export const SERVER_WAIT = { timeout: 5000 };

/** This remote's text for a key in the current language. */
export const text = (key: string) => i18n.t(key, { ns: NAMESPACE });
/** A shared (common namespace) text in the given language. */
export const common = (key: string, language: 'en' | 'ne') => i18n.getFixedT(language, 'common')(key);

/**
 * A loopback API server (shared-api/testing) for the section tests: reads (lookup lists) get an empty list,
 * writes are answered with what `reply` set last; `received` lists the writes.
 */
async function startSectionApi() {
  let next: ApiReply = { status: 200, body: {} };
  const api = await startLoopbackApi((request) => (request.method === 'GET' ? { body: [] } : next));
  return {
    received: api.writes,
    /** Every request, reads included. */
    requests: api.requests,
    /** What the next writes are answered with. */
    reply: (status: number, body: unknown) => {
      next = { status, body };
    },
    clear: () => {
      api.requests.length = 0;
    },
    close: api.close,
  };
}

/**
 * Profile section tests: a loopback API server for the file's tests, and after each test an empty page, no
 * session and English again. Call once at the top of a test file.
 */
export function setUpSectionTests() {
  const harness = {} as { api: Awaited<ReturnType<typeof startSectionApi>> };
  beforeAll(async () => {
    harness.api = await startSectionApi();
  });
  afterAll(() => harness.api.close());
  afterEach(async () => {
    cleanup();
    harness.api.clear();
    useSession.setState({ user: null });
    await act(() => i18n.changeLanguage('en'));
  });
  return harness;
}

/** The section as the profile page draws it: for the stored seeker, re-rendered when a save replaces them. */
function AsSeeker({ section }: { section: (user: Seeker) => ReactNode }) {
  const user = useSession((state) => state.user);
  return user?.role === 'job_seeker' ? section(user) : null;
}

/** Logs the seeker in (the session store) and renders the section with a fresh query client. */
export function renderSection(wire: WireUser, section: (user: Seeker) => ReactNode) {
  useSession.setState({ user: toUser(wire) });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <AsSeeker section={section} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}
