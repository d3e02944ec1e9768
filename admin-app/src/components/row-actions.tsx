import type { ReactNode } from 'react';

/** The actions cell of an admin table row: the buttons side by side. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <td>
      <div className="row table-actions">{children}</div>
    </td>
  );
}
