import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from 'shared-ui';

type Registry = { add: (form: symbol) => void; remove: (form: symbol) => void };

const UnsavedEditsContext = createContext<Registry | null>(null);

/**
 * Tells the page's guard that this form has unsaved edits while a field differs from the value it started with
 * (after a save, `form.reset(saved)` makes the saved values that start) and nothing is being saved, and no longer
 * once it unmounts. The changed fields are the measure, not `isDirty`, which also counts a value the form converted
 * (salary text to a number). While `saving`, the page may leave (a form that navigates away once saved).
 * A form outside an `UnsavedEditsGuard` reports to nobody.
 */
export function useReportUnsavedEdits(
  form: { formState: { dirtyFields: object } },
  { saving = false }: { saving?: boolean } = {},
) {
  const unsaved = !saving && Object.keys(form.formState.dirtyFields).length > 0;
  const registry = useContext(UnsavedEditsContext);
  useEffect(() => {
    if (!unsaved || !registry) return;
    const form = Symbol('form');
    registry.add(form);
    return () => registry.remove(form);
  }, [unsaved, registry]);
}

/**
 * Around a page whose forms report with `useReportUnsavedEdits`: while any has unsaved edits, leaving the page asks
 * first. A link, Back or Forward inside the portal (and signing out, which goes home first) opens a dialog: stay,
 * or leave without saving; closing or reloading the tab gets the browser's own question (`beforeunload`). A
 * navigation that stays on the page (its query or hash) is not held. One guard per page: the router holds one.
 */
export function UnsavedEditsGuard({ children }: { children: ReactNode }) {
  const [forms, setForms] = useState<ReadonlySet<symbol>>(new Set());
  const add = useCallback((form: symbol) => setForms((current) => new Set(current).add(form)), []);
  const remove = useCallback(
    (form: symbol) =>
      setForms((current) => {
        const next = new Set(current);
        next.delete(form);
        return next;
      }),
    [],
  );
  const registry = useMemo(() => ({ add, remove }), [add, remove]);
  return (
    <UnsavedEditsContext.Provider value={registry}>
      {children}
      <LeaveDialog unsaved={forms.size > 0} />
    </UnsavedEditsContext.Provider>
  );
}

function LeaveDialog({ unsaved }: { unsaved: boolean }) {
  const { t } = useTranslation('common');
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
      title={t('unsavedEdits.title')}
      message={t('unsavedEdits.message')}
      cancelLabel={t('unsavedEdits.stay')}
      confirmLabel={t('unsavedEdits.leave')}
      tone="danger"
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
