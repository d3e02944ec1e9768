import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { type User, useAuthPanel } from 'shared-api';
import { useDocumentTitle } from 'shared-ui';
import { LoginForm } from '../../auth/components/login-form.tsx';

/** Public admin login: logs in with the admin role, then back to where the admin was headed. */
export function AdminLoginPage() {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('adminLogin.title'));
  const navigate = useNavigate();

  const loggedIn = (user: User) => {
    const { returnTo, setReturnTo } = useAuthPanel.getState();
    const target = user.role === 'employer' ? '/employer/dashboard' : (returnTo ?? '/admin/dashboard');
    setReturnTo(null);
    navigate(target, { replace: true });
  };

  return (
    <div className="page-narrow stack">
      <h1>{t('adminLogin.title')}</h1>
      <LoginForm
        loginRole="admin"
        onSuccess={loggedIn}
        fallbackError={t('adminLogin.failed')}
        submitLabel={t('adminLogin.submit')}
        footer={<Link to="/">{t('adminLogin.backHome')}</Link>}
      />
    </div>
  );
}
