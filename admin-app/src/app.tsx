import React, { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useSession } from 'shared-api';
import { AreaNotFound, Spinner } from 'shared-ui';
import { ApprovalsPage } from './features/approvals/components/approvals-page.tsx';
import { AuditLogPage } from './features/audit/components/audit-log-page.tsx';
import { AdminNav } from './features/dashboard/components/admin-nav.tsx';
import { DashboardPage } from './features/dashboard/components/dashboard-page.tsx';
import { EmployersPage } from './features/employers/components/employers-page.tsx';
import { EditJobPage } from './features/jobs/components/edit-job-page.tsx';
import { JobsPage } from './features/jobs/components/jobs-page.tsx';
import { PostJobPage } from './features/jobs/components/post-job-page.tsx';
import { AttributePage } from './features/lookups/components/attribute-page.tsx';
import { LookupManager } from './features/lookups/components/lookup-manager.tsx';
import { ReportedMessagesPage } from './features/reported-messages/components/reported-messages-page.tsx';
import { SeekerPage } from './features/seekers/components/seeker-page.tsx';
import { SeekersPage } from './features/seekers/components/seekers-page.tsx';
import { EditTrainingPage } from './features/trainings/components/edit-training-page.tsx';
import { NewTrainingPage } from './features/trainings/components/new-training-page.tsx';
import { TrainingPage } from './features/trainings/components/training-page.tsx';
import { TrainingsPage } from './features/trainings/components/trainings-page.tsx';
import { NAMESPACE } from './i18n/namespace.ts';

// The insights page and its chart styles load when an administrator opens it, not with every admin screen.
const InsightsPage = lazy(() =>
  import('./features/insights/components/insights-page.tsx').then((module) => ({ default: module.InsightsPage })),
);

// Lets a browser test check that the shell and every remote share one React and one session store.
window.__portalRemotes = { ...(window.__portalRemotes ?? {}), [NAMESPACE]: { React, useSession } };

export default function App() {
  return (
    <div className="admin-layout">
      <AdminNav />
      <Routes>
        <Route path="/admin" element={<Navigate to="/admin/jobs" replace />} />
        <Route path="/admin/dashboard" element={<DashboardPage />} />
        <Route path="/admin/jobs" element={<JobsPage />} />
        <Route path="/admin/jobs/post" element={<PostJobPage />} />
        <Route path="/admin/jobs/edit/:jobId" element={<EditJobPage />} />
        <Route path="/admin/employers" element={<EmployersPage />} />
        <Route path="/admin/seekers" element={<SeekersPage />} />
        <Route path="/admin/seekers/:seekerId" element={<SeekerPage />} />
        <Route path="/admin/approvals" element={<ApprovalsPage />} />
        <Route path="/admin/categories" element={<LookupManager key="categories" list="categories" />} />
        <Route path="/admin/locations" element={<LookupManager key="locations" list="locations" />} />
        <Route path="/admin/attributes/:type" element={<AttributePage />} />
        <Route path="/admin/audit-log" element={<AuditLogPage />} />
        <Route path="/admin/reported-messages" element={<ReportedMessagesPage />} />
        <Route path="/admin/trainings" element={<TrainingsPage />} />
        <Route path="/admin/trainings/new" element={<NewTrainingPage />} />
        <Route path="/admin/trainings/:trainingId" element={<TrainingPage />} />
        <Route path="/admin/trainings/:trainingId/edit" element={<EditTrainingPage />} />
        <Route
          path="/admin/insights"
          element={
            <Suspense fallback={<Spinner />}>
              <InsightsPage />
            </Suspense>
          }
        />
        <Route
          path="/admin/*"
          element={<AreaNotFound namespace={NAMESPACE} home="/admin/jobs" homeLabelKey="notFound.backToJobs" />}
        />
      </Routes>
    </div>
  );
}
