import { Route, Routes } from 'react-router-dom';
import { useCalendarPreferenceSync, useLanguageSync } from 'shared-ui';
import { ALL_ROLES, ProtectedRoute } from './features/guards/components/protected-route.tsx';
import { Layout } from './features/layout/components/layout.tsx';
import { AdminLoginPage } from './features/pages/components/admin-login-page.tsx';
import { ChangePasswordPage } from './features/pages/components/change-password-page.tsx';
import { ForgotPasswordPage } from './features/pages/components/forgot-password-page.tsx';
import { PleaseVerifyPage } from './features/pages/components/please-verify-page.tsx';
import { ResetPasswordPage } from './features/pages/components/reset-password-page.tsx';
import { SettingsPage } from './features/pages/components/settings-page.tsx';
import { SignupPage } from './features/pages/components/signup-page.tsx';
import { VerifyEmailPage } from './features/pages/components/verify-email-page.tsx';
import { RemoteOutlet } from './features/remotes/components/remote-outlet.tsx';

/** The shell's own pages; every other path goes to a federated remote. */
export function App() {
  useLanguageSync();
  useCalendarPreferenceSync();
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path="/signup" element={<SignupPage />} />
        <Route path="/please-verify" element={<PleaseVerifyPage />} />
        <Route path="/verify-email" element={<VerifyEmailPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/admin/login" element={<AdminLoginPage />} />
        <Route
          path="/change-password"
          element={
            <ProtectedRoute roles={ALL_ROLES}>
              <ChangePasswordPage />
            </ProtectedRoute>
          }
        />
        <Route
          path="/settings"
          element={
            <ProtectedRoute roles={ALL_ROLES}>
              <SettingsPage />
            </ProtectedRoute>
          }
        />
        <Route path="*" element={<RemoteOutlet />} />
      </Route>
    </Routes>
  );
}
