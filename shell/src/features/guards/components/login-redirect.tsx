import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuthPanel, useSession } from 'shared-api';

/** Remembers the attempted page, then sends the visitor to log in (idempotent under StrictMode). */
export function LoginRedirect({ loginAt }: { loginAt: 'panel' | 'admin' }) {
  const location = useLocation();
  const navigate = useNavigate();
  const attempted = `${location.pathname}${location.search}${location.hash}`;
  const here = `${location.pathname}${location.search}`;
  useEffect(() => {
    const session = useSession.getState();
    const panel = useAuthPanel.getState();
    // Logged out on purpose on this page: home, no login panel, nothing remembered for whoever logs in next.
    if (session.loggedOutFrom === here) {
      navigate('/', { replace: true });
      return;
    }
    panel.setReturnTo(attempted);
    if (loginAt === 'admin') {
      navigate('/admin/login', { replace: true });
      return;
    }
    panel.openAuthPanel('login');
    navigate('/', { replace: true });
  }, [attempted, here, loginAt, navigate]);
  return null;
}
