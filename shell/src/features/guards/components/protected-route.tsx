import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { type Role, useSession } from 'shared-api';
import { Spinner } from 'shared-ui';
import { LoginRedirect } from './login-redirect.tsx';

export const ALL_ROLES: readonly Role[] = ['job_seeker', 'employer', 'admin'];

type Props = {
  roles: readonly Role[];
  children: ReactNode;
  /** Where a logged-out visitor logs in: the slide-in panel on /, or the admin login page. */
  loginAt?: 'panel' | 'admin';
};

/** Spinner while the session loads; logged out → login (returnTo kept); wrong role → /. */
export function ProtectedRoute({ roles, children, loginAt = 'panel' }: Props) {
  const { t } = useTranslation('shell');
  const loading = useSession((state) => state.loading);
  const user = useSession((state) => state.user);
  if (loading) return <Spinner label={t('app.loading')} />;
  if (!user) return <LoginRedirect loginAt={loginAt} />;
  if (!roles.includes(user.role)) return <Navigate to="/" replace />;
  return children;
}
