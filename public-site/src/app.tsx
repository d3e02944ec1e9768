import type { QueryClient } from '@tanstack/react-query';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, Route, Routes } from 'react-router-dom';
import { pageLanguageOfPath, useSession, withoutLanguagePrefix } from 'shared-api';
import { loadNamespace } from 'shared-ui';
import { NAMESPACE } from './i18n/namespace.ts';
import { type LazyPage, lazyPage } from './lib/lazy-page.ts';
import type { PageData } from './lib/page-data.ts';

// Every page is its own chunk: a visitor downloads the page they are on (the home page ships no form code).
const HomePage = lazyPage(() => import('./features/home/components/home-page.tsx').then((m) => m.HomePage));
const JobsPage = lazyPage(() => import('./features/jobs/components/jobs-page.tsx').then((m) => m.JobsPage));
const JobDetailPage = lazyPage(() =>
  import('./features/job-detail/components/job-detail-page.tsx').then((m) => m.JobDetailPage),
);
const EmployerPage = lazyPage(() =>
  import('./features/employer/components/employer-page.tsx').then((m) => m.EmployerPage),
);
const AboutPage = lazyPage(() => import('./features/static/components/about-page.tsx').then((m) => m.AboutPage));
const CareerResourcesPage = lazyPage(() =>
  import('./features/static/components/career-resources-page.tsx').then((m) => m.CareerResourcesPage),
);
const ContactPage = lazyPage(() => import('./features/contact/components/contact-page.tsx').then((m) => m.ContactPage));
const FaqPage = lazyPage(() => import('./features/static/components/faq-page.tsx').then((m) => m.FaqPage));
const SkillDevelopmentPage = lazyPage(() =>
  import('./features/trainings/components/skill-development-page.tsx').then((m) => m.SkillDevelopmentPage),
);
const FiguresPage = lazyPage(() => import('./features/figures/components/figures-page.tsx').then((m) => m.FiguresPage));
const PrivacyPolicyPage = lazyPage(() =>
  import('./features/static/components/legal-pages.tsx').then((m) => m.PrivacyPolicyPage),
);
const TermsPage = lazyPage(() => import('./features/static/components/legal-pages.tsx').then((m) => m.TermsPage));
const ConfirmAlertPage = lazyPage(() =>
  import('./features/alerts/components/alert-link-pages.tsx').then((m) => m.ConfirmAlertPage),
);
const UnsubscribeAlertPage = lazyPage(() =>
  import('./features/alerts/components/alert-link-pages.tsx').then((m) => m.UnsubscribeAlertPage),
);
const NotFoundPage = lazyPage(() =>
  import('./features/not-found/components/not-found-page.tsx').then((m) => m.NotFoundPage),
);

/**
 * The routes, in <Routes> order; `*` (NotFoundPage) answers every other path. A page that reads data declares it
 * (page-data.ts), exported by its own chunk: the server fetches it before its one render (`prefetchPage`).
 */
const PAGES: [path: string, page: LazyPage, data?: () => Promise<PageData>][] = [
  ['/', HomePage, () => import('./features/home/components/home-page.tsx').then((m) => m.homePageData)],
  ['/jobs', JobsPage, () => import('./features/jobs/components/jobs-page.tsx').then((m) => m.jobsPageData)],
  [
    '/jobs/:id',
    JobDetailPage,
    () => import('./features/job-detail/components/job-detail-page.tsx').then((m) => m.jobPageData),
  ],
  [
    '/employers/:id',
    EmployerPage,
    () => import('./features/employer/components/employer-page.tsx').then((m) => m.employerPageData),
  ],
  ['/about', AboutPage],
  ['/career-resources', CareerResourcesPage],
  ['/contact', ContactPage],
  ['/faq', FaqPage],
  [
    '/skill-development',
    SkillDevelopmentPage,
    () => import('./features/trainings/components/skill-development-page.tsx').then((m) => m.skillDevelopmentPageData),
  ],
  [
    '/jobs-in-numbers',
    FiguresPage,
    () => import('./features/figures/components/figures-page.tsx').then((m) => m.figuresPageData),
  ],
  ['/privacy-policy', PrivacyPolicyPage],
  ['/terms-and-conditions', TermsPage],
  ['/alerts/confirm', ConfirmAlertPage],
  ['/alerts/unsubscribe', UnsubscribeAlertPage],
];

/** The route of `pathname` (either language's URL: `/ne/jobs` is the jobs page), with its path parameters. */
function routeOf(pathname: string) {
  const path = withoutLanguagePrefix(pathname);
  for (const [pattern, page, data] of PAGES) {
    const match = matchPath(pattern, path);
    if (match) return { page, data, params: match.params };
  }
  return { page: NotFoundPage, data: undefined, params: {} };
}

/**
 * Loads the page chunk of `pathname` and the texts of the page's language, so the next render of <App /> there does
 * not suspend. The shell awaits it before hydrating a server-rendered page (RemoteAppModule.preload); the server's
 * i18next, which renders either language, loads both.
 */
export function preload(pathname: string): Promise<void> {
  return Promise.all([routeOf(pathname).page.load(), loadNamespace(NAMESPACE)]).then(() => undefined);
}

/**
 * Fetches into `client` what the page at `url` (path and query) reads when a guest sees it, as its route declares
 * (RemoteAppModule.prefetchPage): the server renders the page once, with its data.
 */
export async function prefetchPage(url: string, client: QueryClient): Promise<void> {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const { data, params } = routeOf(pathname);
  const language = pageLanguageOfPath(pathname);
  if (data) await Promise.all((await loadedData(data))({ params, search: searchParams, language }, client));
}

/** Each declaration imported once: an import() per page would ask the module loader again every time. */
const declarations = new Map<() => Promise<PageData>, Promise<PageData>>();
function loadedData(load: () => Promise<PageData>): Promise<PageData> {
  let loading = declarations.get(load);
  if (!loading) {
    loading = load();
    declarations.set(load, loading);
    // A failed import is tried again by the next page.
    loading.catch(() => declarations.delete(load));
  }
  return loading;
}

// Lets a browser test check that the shell and every remote share one React and one session store.
// (The server renders this module too: shell/src/ssr.)
if (typeof window !== 'undefined') {
  window.__portalRemotes = { ...(window.__portalRemotes ?? {}), [NAMESPACE]: { React, useSession } };
}

export default function App() {
  // The texts of the current language: already there after preload or a language switch, else loaded (suspending).
  useTranslation(NAMESPACE);
  return (
    <Routes>
      {PAGES.map(([path, Page]) => (
        <Route key={path} path={path} element={<Page />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
