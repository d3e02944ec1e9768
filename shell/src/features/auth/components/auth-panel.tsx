import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { postLoginPath, type User, useAuthPanel } from 'shared-api';
import { Modal } from 'shared-ui';
import { LoginForm } from './login-form.tsx';
import { RoleTabs } from './role-tabs.tsx';
import { SignupForm } from './signup-form.tsx';
import { panelId, TabList, tabId } from './tab-list.tsx';

const RESET_AFTER_CLOSE_MS = 300;

/** Slide-in login / sign-up dialog driven by the auth panel store. */
export function AuthPanel() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const panel = useAuthPanel();
  const { closeAuthPanel, setAuthPanel } = panel;

  const loggedIn = (user: User) => {
    const { returnTo, setReturnTo } = useAuthPanel.getState();
    closeAuthPanel();
    navigate(postLoginPath(user, returnTo));
    setReturnTo(null);
  };

  const signedUp = () => {
    closeAuthPanel();
    navigate('/please-verify');
  };

  return (
    <Modal
      open={panel.open}
      onClose={closeAuthPanel}
      title={panel.tab === 'login' ? t('auth.loginTitle') : t('auth.signupTitle')}
      variant="drawer"
      exitMs={RESET_AFTER_CLOSE_MS}
      testId="auth-panel"
    >
      <TabList
        label={t('auth.modeLabel')}
        idPrefix="auth-mode"
        value={panel.tab}
        onChange={(tab) => setAuthPanel({ tab })}
        tabs={[
          { value: 'login', label: t('auth.login'), testId: 'auth-tab-login' },
          { value: 'signup', label: t('auth.signup'), testId: 'auth-tab-signup' },
        ]}
      />
      <div role="tabpanel" id={panelId('auth-mode')} aria-labelledby={tabId('auth-mode', panel.tab)}>
        <RoleTabs idPrefix="auth-role" value={panel.role} onChange={(role) => setAuthPanel({ role })} />
        <div role="tabpanel" id={panelId('auth-role')} aria-labelledby={tabId('auth-role', panel.role)}>
          {panel.tab === 'login' ? (
            <LoginForm
              key={`login-${panel.role}`}
              loginRole={panel.role}
              onSuccess={loggedIn}
              fallbackError={t('auth.loginFailed')}
              submitLabel={t('auth.loginSubmit')}
              footer={
                <Link to="/forgot-password" onClick={closeAuthPanel} data-testid="forgot-password-link">
                  {t('auth.forgotPassword')}
                </Link>
              }
            />
          ) : (
            <SignupForm key={`signup-${panel.role}`} signupRole={panel.role} onSuccess={signedUp} />
          )}
        </div>
      </div>
    </Modal>
  );
}
