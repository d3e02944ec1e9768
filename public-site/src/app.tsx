import React from 'react';
import { Route, Routes } from 'react-router-dom';
import { useSession } from 'shared-api';
import { useRemoteNamespace } from 'shared-ui';
import { HomePage } from './features/home/home-page.tsx';
import { JobsPage } from './features/jobs/jobs-page.tsx';
import { NotFoundPage } from './features/not-found/not-found-page.tsx';
import en from './i18n/en.json';
import { NAMESPACE } from './i18n/namespace.ts';
import ne from './i18n/ne.json';

// Lets a browser test check that the shell and every remote share one React and one session store.
window.__portalRemotes = { ...(window.__portalRemotes ?? {}), [NAMESPACE]: { React, useSession } };

export default function App() {
  useRemoteNamespace(NAMESPACE, { en, ne });
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/jobs" element={<JobsPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
