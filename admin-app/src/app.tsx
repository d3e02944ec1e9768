import React from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useSession } from 'shared-api';
import { useRemoteNamespace } from 'shared-ui';
import { AdminNav } from './features/dashboard/admin-nav.tsx';
import { DashboardPage } from './features/dashboard/dashboard-page.tsx';
import { JobsPage } from './features/jobs/jobs-page.tsx';
import { AreaNotFound } from './features/not-found/area-not-found.tsx';
import en from './i18n/en.json';
import { NAMESPACE } from './i18n/namespace.ts';
import ne from './i18n/ne.json';

// Lets a browser test check that the shell and every remote share one React and one session store.
window.__portalRemotes = { ...(window.__portalRemotes ?? {}), [NAMESPACE]: { React, useSession } };

export default function App() {
  useRemoteNamespace(NAMESPACE, { en, ne });
  return (
    <div className="admin-layout">
      <AdminNav />
      <Routes>
        <Route path="/admin" element={<Navigate to="/admin/jobs" replace />} />
        <Route path="/admin/dashboard" element={<DashboardPage />} />
        <Route path="/admin/jobs" element={<JobsPage />} />
        <Route path="/admin/*" element={<AreaNotFound />} />
      </Routes>
    </div>
  );
}
