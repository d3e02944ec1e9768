import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';

type Registry = { add: (form: symbol) => void; remove: (form: symbol) => void };

const UnsavedEditsContext = createContext<Registry | null>(null);

/**
 * Holds which of the page's forms have edits not saved yet; `children` gets whether any has. A form says so with
 * `useReportUnsavedEdits` (a form outside the provider reports to nobody).
 */
export function UnsavedEditsProvider({ children }: { children: (unsaved: boolean) => ReactNode }) {
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
  return <UnsavedEditsContext.Provider value={registry}>{children(forms.size > 0)}</UnsavedEditsContext.Provider>;
}

/**
 * Tells the page that this form has unsaved edits while a field differs from the value it started with (after a
 * save, `form.reset(saved)` makes the saved values that start), and no longer once it unmounts. The changed
 * fields are the measure, not `isDirty`, which also counts a value the form converted (salary text to a number).
 */
export function useReportUnsavedEdits(form: { formState: { dirtyFields: object } }) {
  const unsaved = Object.keys(form.formState.dirtyFields).length > 0;
  const registry = useContext(UnsavedEditsContext);
  useEffect(() => {
    if (!unsaved || !registry) return;
    const form = Symbol('form');
    registry.add(form);
    return () => registry.remove(form);
  }, [unsaved, registry]);
}
