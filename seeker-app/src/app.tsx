import React from 'react';
import { Route, Routes } from 'react-router-dom';
import { useSession } from 'shared-api';
import { AreaNotFound } from 'shared-ui';
import { MyApplicationsPage } from './features/applications/components/my-applications-page.tsx';
import { BeingFoundPage } from './features/candidates/components/being-found-page.tsx';
import { DashboardPage } from './features/dashboard/components/dashboard-page.tsx';
import { MessageThreadPage } from './features/messages/components/message-thread-page.tsx';
import { PreferredJobsPage } from './features/preferred-jobs/components/preferred-jobs-page.tsx';
import { ProfilePage } from './features/profile/components/profile-page.tsx';
import { SavedJobsPage } from './features/saved-jobs/components/saved-jobs-page.tsx';
import { NAMESPACE } from './i18n/namespace.ts';

// Lets a browser test check that the shell and every remote share one React and one session store.
window.__portalRemotes = { ...(window.__portalRemotes ?? {}), [NAMESPACE]: { React, useSession } };

export default function App() {
  return (
    <Routes>
      <Route path="/job_seeker/dashboard" element={<DashboardPage />} />
      <Route path="/job_seeker/profile" element={<ProfilePage />} />
      <Route path="/job_seeker/applications" element={<MyApplicationsPage />} />
      <Route path="/job_seeker/applications/:id/messages" element={<MessageThreadPage />} />
      <Route path="/job_seeker/invitations" element={<BeingFoundPage />} />
      <Route path="/job_seeker/saved-jobs" element={<SavedJobsPage />} />
      <Route path="/job_seeker/preferred-jobs" element={<PreferredJobsPage />} />
      <Route path="/job_seeker/*" element={<AreaNotFound namespace={NAMESPACE} home="/job_seeker/dashboard" />} />
    </Routes>
  );
}
