import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { type SignupRole, useAuthPanel, useSession } from 'shared-api';
import { Button, useDocumentTitle } from 'shared-ui';
import { RoleTabs } from '../../auth/components/role-tabs.tsx';
import { SignupForm } from '../../auth/components/signup-form.tsx';
import { panelId, tabId } from '../../auth/components/tab-list.tsx';

export function SignupPage() {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('auth.signupTitle'));
  const navigate = useNavigate();
  const user = useSession((state) => state.user);
  const openAuthPanel = useAuthPanel((state) => state.openAuthPanel);
  const [role, setRole] = useState<SignupRole>('job_seeker');
  if (user) return <Navigate to="/" replace />;
  return (
    <div className="page-narrow stack">
      <h1>{t('auth.signupTitle')}</h1>
      <RoleTabs idPrefix="signup-role" value={role} onChange={setRole} />
      <div role="tabpanel" id={panelId('signup-role')} aria-labelledby={tabId('signup-role', role)}>
        <SignupForm key={role} signupRole={role} onSuccess={() => navigate('/please-verify')} />
      </div>
      <p className="row">
        {t('auth.haveAccount')}
        <Button
          variant="link"
          onClick={() => {
            navigate('/');
            openAuthPanel('login', role);
          }}
        >
          {t('auth.login')}
        </Button>
      </p>
    </div>
  );
}
