import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from 'shared-api';
import { Button, Modal } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';

/** sessionStorage flag: the popup has been shown in this browser session. */
export const EXIT_INTENT_KEY = 'portal.exitIntentShown';

function alreadyShown(): boolean {
  try {
    return sessionStorage.getItem(EXIT_INTENT_KEY) === '1';
  } catch {
    return true;
  }
}

function markShown(): void {
  try {
    sessionStorage.setItem(EXIT_INTENT_KEY, '1');
  } catch {
    // storage blocked: the popup simply shows at most once per page view
  }
}

/**
 * Once per browser session, when the pointer leaves the window through the top (towards the
 * tabs or the address bar), offer a logged-out visitor the sign-up page.
 */
export function ExitIntentPopup() {
  const { t } = useTranslation(NAMESPACE);
  const loggedIn = useSession((state) => state.user !== null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (loggedIn || alreadyShown()) return;
    const onMouseOut = (event: MouseEvent) => {
      if (event.relatedTarget || event.clientY > 0 || alreadyShown()) return;
      markShown();
      setOpen(true);
    };
    document.addEventListener('mouseout', onMouseOut);
    return () => document.removeEventListener('mouseout', onMouseOut);
  }, [loggedIn]);

  return (
    <Modal
      open={open}
      onClose={() => setOpen(false)}
      title={t('home.exitIntent.title')}
      testId="exit-intent"
      footer={
        <>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t('home.exitIntent.later')}
          </Button>
          <Link className="btn btn-primary" to="/signup" onClick={() => setOpen(false)}>
            {t('home.exitIntent.signUp')}
          </Link>
        </>
      }
    >
      <p>{t('home.exitIntent.text')}</p>
    </Modal>
  );
}
