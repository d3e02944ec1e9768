import React from 'react';
import { Route, Routes } from 'react-router-dom';
import { useSession } from 'shared-api';
import { AreaNotFound } from 'shared-ui';
import { ApplicantDetailPage } from './features/applicants/components/applicant-detail-page.tsx';
import { ApplicantsPage } from './features/applicants/components/applicants-page.tsx';
import { CandidatePage } from './features/candidates/components/candidate-page.tsx';
import { FindCandidatesPage } from './features/candidates/components/find-candidates-page.tsx';
import { DashboardPage } from './features/dashboard/components/dashboard-page.tsx';
import { EditJobPage } from './features/post-job/components/edit-job-page.tsx';
import { PostJobPage } from './features/post-job/components/post-job-page.tsx';
import { ProfilePage } from './features/profile/components/profile-page.tsx';
import { NAMESPACE } from './i18n/namespace.ts';

// Lets a browser test check that the shell and every remote share one React and one session store.
window.__portalRemotes = { ...(window.__portalRemotes ?? {}), [NAMESPACE]: { React, useSession } };

export default function App() {
  return (
    <Routes>
      <Route path="/employer/dashboard" element={<DashboardPage />} />
      <Route path="/employer/profile" element={<ProfilePage />} />
      <Route path="/employer/post-job" element={<PostJobPage />} />
      <Route path="/employer/candidates" element={<FindCandidatesPage />} />
      <Route path="/employer/candidates/:seekerId" element={<CandidatePage />} />
      <Route path="/employer/jobs/:jobId/applicants" element={<ApplicantsPage />} />
      <Route path="/employer/jobs/:jobId/applicants/:seekerId" element={<ApplicantDetailPage />} />
      <Route path="/jobs/edit/:jobId" element={<EditJobPage />} />
      <Route path="/employer/*" element={<AreaNotFound namespace={NAMESPACE} home="/employer/dashboard" />} />
    </Routes>
  );
}
