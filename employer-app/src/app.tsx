import React from 'react';
import { Route, Routes } from 'react-router-dom';
import { useSession } from 'shared-api';
import { useRemoteNamespace } from 'shared-ui';
import { ApplicantDetailPage } from './features/applicants/applicant-detail-page.tsx';
import { ApplicantsPage } from './features/applicants/applicants-page.tsx';
import { DashboardPage } from './features/dashboard/dashboard-page.tsx';
import { AreaNotFound } from './features/not-found/area-not-found.tsx';
import { EditJobPage } from './features/post-job/edit-job-page.tsx';
import { PostJobPage } from './features/post-job/post-job-page.tsx';
import { ProfilePage } from './features/profile/profile-page.tsx';
import en from './i18n/en.json';
import { NAMESPACE } from './i18n/namespace.ts';
import ne from './i18n/ne.json';

// Lets a browser test check that the shell and every remote share one React and one session store.
window.__portalRemotes = { ...(window.__portalRemotes ?? {}), [NAMESPACE]: { React, useSession } };

export default function App() {
  useRemoteNamespace(NAMESPACE, { en, ne });
  return (
    <Routes>
      <Route path="/employer/dashboard" element={<DashboardPage />} />
      <Route path="/employer/profile" element={<ProfilePage />} />
      <Route path="/employer/post-job" element={<PostJobPage />} />
      <Route path="/employer/jobs/:jobId/applicants" element={<ApplicantsPage />} />
      <Route path="/employer/jobs/:jobId/applicants/:seekerId" element={<ApplicantDetailPage />} />
      <Route path="/jobs/edit/:jobId" element={<EditJobPage />} />
      <Route path="/employer/*" element={<AreaNotFound />} />
    </Routes>
  );
}
