import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from 'shared-api';

/** Remembers the attempted page, then sends the visitor to log in (idempotent under StrictMode). */
export function LoginRedirect({ loginAt }: { loginAt: 'panel' | 'admin' }) {
  const location = useLocation();
  const navigate = useNavigate();
  const attempted = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => {
    const session = useSession.getState();
    session.setReturnTo(attempted);
    if (loginAt === 'admin') {
      navigate('/admin/login', { replace: true });
      return;
    }
    session.openAuthPanel('login');
    navigate('/', { replace: true });
  }, [attempted, loginAt, navigate]);
  return null;
}
