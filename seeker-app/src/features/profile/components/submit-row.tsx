import type { ReactNode } from 'react';
import { Button } from 'shared-ui';

/**
 * The submit button of the sections that are one form (info, preferences, resume): the same action row as
 * every form's (FormActions), across the whole width under the fields, the button at its own width at the end.
 */
export function SubmitRow({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <div className="row form-actions section-actions">
      <Button type="submit" busy={busy}>
        {children}
      </Button>
    </div>
  );
}
