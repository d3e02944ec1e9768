import type { ReactNode } from 'react';

/**
 * The `field` layout for controls shared-ui's Field does not cover (textarea, select, file inputs): a label
 * tied to the control by `id`, so the control keeps its accessible name.
 */
export function LabelledControl({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children}
    </div>
  );
}
