import { lazy } from 'react';

/**
 * The shell's own pages, each in its own chunk: none is rendered by the server (server-rendered-paths.ts), and
 * a visitor of a public page downloads none of them.
 */
export const AdminLoginPage = lazy(() =>
  import('./components/admin-login-page.tsx').then((m) => ({ default: m.AdminLoginPage })),
);
export const ChangePasswordPage = lazy(() =>
  import('./components/change-password-page.tsx').then((m) => ({ default: m.ChangePasswordPage })),
);
export const ForgotPasswordPage = lazy(() =>
  import('./components/forgot-password-page.tsx').then((m) => ({ default: m.ForgotPasswordPage })),
);
export const PleaseVerifyPage = lazy(() =>
  import('./components/please-verify-page.tsx').then((m) => ({ default: m.PleaseVerifyPage })),
);
export const ResetPasswordPage = lazy(() =>
  import('./components/reset-password-page.tsx').then((m) => ({ default: m.ResetPasswordPage })),
);
export const SettingsPage = lazy(() =>
  import('./components/settings-page.tsx').then((m) => ({ default: m.SettingsPage })),
);
export const SignupPage = lazy(() => import('./components/signup-page.tsx').then((m) => ({ default: m.SignupPage })));
export const VerifyEmailPage = lazy(() =>
  import('./components/verify-email-page.tsx').then((m) => ({ default: m.VerifyEmailPage })),
);
