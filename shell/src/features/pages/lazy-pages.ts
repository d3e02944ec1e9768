import { lazy } from 'react';
import { importWithShares } from '../../federation/on-demand-shares.ts';

/**
 * The shell's own pages, each in its own chunk: none is rendered by the server (server-rendered-paths.ts), and
 * a visitor of a public page downloads none of them (issue 12: the JS of `/`). The forms among them render once
 * the form kit they import is bound (importWithShares).
 */
export const AdminLoginPage = lazy(
  importWithShares(() => import('./components/admin-login-page.tsx').then((m) => ({ default: m.AdminLoginPage }))),
);
export const ChangePasswordPage = lazy(
  importWithShares(() =>
    import('./components/change-password-page.tsx').then((m) => ({ default: m.ChangePasswordPage })),
  ),
);
export const ForgotPasswordPage = lazy(
  importWithShares(() =>
    import('./components/forgot-password-page.tsx').then((m) => ({ default: m.ForgotPasswordPage })),
  ),
);
export const PleaseVerifyPage = lazy(
  importWithShares(() => import('./components/please-verify-page.tsx').then((m) => ({ default: m.PleaseVerifyPage }))),
);
export const ResetPasswordPage = lazy(
  importWithShares(() =>
    import('./components/reset-password-page.tsx').then((m) => ({ default: m.ResetPasswordPage })),
  ),
);
export const SettingsPage = lazy(
  importWithShares(() => import('./components/settings-page.tsx').then((m) => ({ default: m.SettingsPage }))),
);
export const SignupPage = lazy(
  importWithShares(() => import('./components/signup-page.tsx').then((m) => ({ default: m.SignupPage }))),
);
export const VerifyEmailPage = lazy(
  importWithShares(() => import('./components/verify-email-page.tsx').then((m) => ({ default: m.VerifyEmailPage }))),
);
