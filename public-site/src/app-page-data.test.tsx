// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { cleanup } from '@testing-library/react';
import { LOOKUP_LISTS, useSession } from 'shared-api';
import { renderRemote } from 'shared-ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import App, { prefetchPage, preload } from './app.tsx';
import { stubApi } from './test/api-stub.ts';
import { EMPLOYER_ID, JOB_ID, makeJobPage, makeLocalizedJob, makeLocalizedJobSummary } from './test/fixtures.ts';
import { i18n } from './test/render.tsx';

const LOOKUP = { id: 'l1', name_en: 'Pokhara', name_ne: 'पोखरा', key: 'pokhara' };

/** A server with one job, one employer, a home summary and one entry in every lookup list. */
beforeEach(() => {
  // Every test here is a visitor: no session, whatever a test file before this one in the worker left.
  useSession.setState({ user: null, token: null });
  stubApi({
    'GET /public/en/jobs': [200, makeJobPage(3)],
    'GET /public/ne/jobs': [200, makeJobPage(3, 1, 'ne')],
    [`GET /public/en/jobs/${JOB_ID}`]: [200, makeLocalizedJob('en')],
    [`GET /public/ne/jobs/${JOB_ID}`]: [200, makeLocalizedJob('ne')],
    ...Object.fromEntries(
      (['en', 'ne'] as const).map((language) => [
        `GET /public/${language}/employers/${EMPLOYER_ID}`,
        [
          200,
          {
            id: EMPLOYER_ID,
            companyName: 'Fewa Hotels',
            companyDescription: 'A lakeside hotel.',
            website: 'fewahotels.example.com',
            address: 'Lakeside-6, Pokhara',
            companyLogoUrl: null,
            industry: { id: 'ind', name: language === 'ne' ? 'आतिथ्य' : 'Hospitality' },
            customIndustry: null,
            jobs: [makeLocalizedJobSummary({}, language)],
            openJobs: 1,
          },
        ] as [number, unknown],
      ]),
    ),
    'GET /home/summary': [200, { categories: [], locations: [], employers: [] }],
    ...Object.fromEntries(LOOKUP_LISTS.map((list) => [`GET /${list}`, [200, [LOOKUP]] as [number, unknown]])),
    ...Object.fromEntries(
      LOOKUP_LISTS.flatMap((list) => [
        [`GET /lookups/en/${list}`, [200, [{ id: 'l1', name: 'Pokhara' }]] as [number, unknown]],
        [`GET /lookups/ne/${list}`, [200, [{ id: 'l1', name: 'पोखरा' }]] as [number, unknown]],
      ]),
    ),
    'GET /lookups/en/skill-names': [200, []],
    'GET /lookups/ne/skill-names': [200, []],
  });
});

afterEach(() => {
  cleanup();
  void i18n.changeLanguage('en');
  vi.unstubAllGlobals();
});

describe('route data declarations (prefetchPage)', () => {
  it.each([
    '/',
    '/jobs',
    '/jobs?q=cook&locationIds=l1&jobTypes=l1&page=2',
    '/jobs?skills=Cooking,Nursing',
    `/jobs/${JOB_ID}`,
    '/jobs/not-a-job',
    `/employers/${EMPLOYER_ID}`,
    '/about',
    '/contact',
    '/no/such/page',
  ])('fetch everything the page at %s reads, so it renders once with its data, in both languages', async (url) => {
    for (const language of ['en', 'ne'] as const) {
      await i18n.changeLanguage(language);
      const path = language === 'ne' ? `/ne${url === '/' ? '/' : url}` : url;
      // As the server renders (shell entry-server.tsx): a failed query renders its failure.
      const client = new QueryClient({
        defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: Number.POSITIVE_INFINITY } },
      });
      await Promise.all([preload(path), prefetchPage(path, client)]);
      renderRemote(<App />, { i18n, path: url, client });
      // A query the render started without its data (a disabled one, a signed-in visitor's, stays idle) is one the
      // route does not declare: the server would render the page again once it answered.
      const waiting = client
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.status === 'pending' && query.state.fetchStatus !== 'idle')
        .map((query) => query.queryHash);
      expect(waiting, `${path} in ${language}`).toEqual([]);
      // Each answered as the server answers it (a job that does not exist: its 404).
      const failed = client
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.status === 'error')
        .map((query) => query.queryHash);
      expect(failed).toEqual(url === '/jobs/not-a-job' ? [`["jobs","detail","not-a-job","${language}"]`] : []);
      // The lookup lists and the jobs it carries are in its own language: none with both names, none in the other.
      const keys = client
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.data !== undefined)
        .map((query) => query.queryKey);
      expect(keys.filter((key) => key[0] === 'lookups' && key[2] !== language)).toEqual([]);
      expect(keys.filter((key) => key[0] === 'jobs' && key.at(-1) !== language)).toEqual([]);
      cleanup();
    }
  });

  it('fetches nothing for a page that reads no data', async () => {
    const client = new QueryClient();
    await prefetchPage('/ne/about', client);
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
