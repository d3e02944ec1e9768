import { type ReactNode, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NEPALI_PREFIX } from 'shared-api';
import { useCalendarPreferenceSync, useLanguageSync } from 'shared-ui';
import { ALL_ROLES, ProtectedRoute } from './features/guards/components/protected-route.tsx';
import { Layout } from './features/layout/components/layout.tsx';
import {
  AdminLoginPage,
  ChangePasswordPage,
  ForgotPasswordPage,
  PleaseVerifyPage,
  ResetPasswordPage,
  SettingsPage,
  SignupPage,
  VerifyEmailPage,
} from './features/pages/lazy-pages.ts';
import { RemoteOutlet } from './features/remotes/components/remote-outlet.tsx';
import { usePageLanguageFromUrl } from './i18n/page-language.ts';

/** A lazily loaded page: nothing in the main area while its chunk loads (header and footer stay). */
function Page({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** The shell's own pages; every other path goes to a federated remote (the Nepali public pages under /ne/ too). */
export function App() {
  usePageLanguageFromUrl();
  useLanguageSync();
  useCalendarPreferenceSync();
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route
          path="/signup"
          element={
            <Page>
              <SignupPage />
            </Page>
          }
        />
        <Route
          path="/please-verify"
          element={
            <Page>
              <PleaseVerifyPage />
            </Page>
          }
        />
        <Route
          path="/verify-email"
          element={
            <Page>
              <VerifyEmailPage />
            </Page>
          }
        />
        <Route
          path="/forgot-password"
          element={
            <Page>
              <ForgotPasswordPage />
            </Page>
          }
        />
        <Route
          path="/reset-password"
          element={
            <Page>
              <ResetPasswordPage />
            </Page>
          }
        />
        <Route
          path="/admin/login"
          element={
            <Page>
              <AdminLoginPage />
            </Page>
          }
        />
        <Route
          path="/change-password"
          element={
            <ProtectedRoute roles={ALL_ROLES}>
              <Page>
                <ChangePasswordPage />
              </Page>
            </ProtectedRoute>
          }
        />
        <Route
          path="/settings"
          element={
            <ProtectedRoute roles={ALL_ROLES}>
              <Page>
                <SettingsPage />
              </Page>
            </ProtectedRoute>
          }
        />
        <Route path={`${NEPALI_PREFIX}/*`} element={<RemoteOutlet />} />
        <Route path="*" element={<RemoteOutlet />} />
      </Route>
    </Routes>
  );
}
