import React from 'react';
import { Route, Routes } from 'react-router-dom';
import { useSession } from 'shared-api';
import { useRemoteNamespace } from 'shared-ui';
import { ConfirmAlertPage, UnsubscribeAlertPage } from './features/alerts/components/alert-link-pages.tsx';
import { ContactPage } from './features/contact/components/contact-page.tsx';
import { EmployerPage } from './features/employer/components/employer-page.tsx';
import { HomePage } from './features/home/components/home-page.tsx';
import { JobDetailPage } from './features/job-detail/components/job-detail-page.tsx';
import { JobsPage } from './features/jobs/components/jobs-page.tsx';
import { NotFoundPage } from './features/not-found/components/not-found-page.tsx';
import { AboutPage } from './features/static/components/about-page.tsx';
import { CareerResourcesPage } from './features/static/components/career-resources-page.tsx';
import { FaqPage } from './features/static/components/faq-page.tsx';
import { PrivacyPolicyPage, TermsPage } from './features/static/components/legal-pages.tsx';
import { SkillDevelopmentPage } from './features/static/components/skill-development-page.tsx';
import en from './i18n/en.json';
import { NAMESPACE } from './i18n/namespace.ts';
import ne from './i18n/ne.json';

// Lets a browser test check that the shell and every remote share one React and one session store.
// (The server renders this module too: shell/src/ssr.)
if (typeof window !== 'undefined') {
  window.__portalRemotes = { ...(window.__portalRemotes ?? {}), [NAMESPACE]: { React, useSession } };
}

export default function App() {
  useRemoteNamespace(NAMESPACE, { en, ne });
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/jobs" element={<JobsPage />} />
      <Route path="/jobs/:id" element={<JobDetailPage />} />
      <Route path="/employers/:id" element={<EmployerPage />} />
      <Route path="/about" element={<AboutPage />} />
      <Route path="/career-resources" element={<CareerResourcesPage />} />
      <Route path="/contact" element={<ContactPage />} />
      <Route path="/faq" element={<FaqPage />} />
      <Route path="/skill-development" element={<SkillDevelopmentPage />} />
      <Route path="/privacy-policy" element={<PrivacyPolicyPage />} />
      <Route path="/terms-and-conditions" element={<TermsPage />} />
      <Route path="/alerts/confirm" element={<ConfirmAlertPage />} />
      <Route path="/alerts/unsubscribe" element={<UnsubscribeAlertPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
