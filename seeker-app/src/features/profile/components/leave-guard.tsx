import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';

/**
 * While `unsaved`, leaving the page asks first: a link or Back inside the portal opens a dialog (stay, or leave
 * without saving); closing or reloading the tab gets the browser's own question (`beforeunload`). A navigation
 * that stays on the page (its query or hash) is not held.
 */
export function LeaveGuard({ unsaved }: { unsaved: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!unsaved) return;
    // preventDefault asks in current browsers; a returnValue is what older ones (still on phones) look for.
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  // Edits saved (or undone) while the dialog is open: nothing is lost any more, so the navigation goes on.
  useEffect(() => {
    if (blocker.state === 'blocked' && !unsaved) blocker.proceed();
  }, [blocker, unsaved]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('unsaved.title')}
      message={t('unsaved.message')}
      cancelLabel={t('unsaved.stay')}
      confirmLabel={t('unsaved.leave')}
      tone="danger"
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
