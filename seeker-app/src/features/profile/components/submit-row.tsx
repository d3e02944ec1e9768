import type { ReactNode } from 'react';
import { Button } from 'shared-ui';

/**
 * The submit button of the sections that are one form (info, preferences, resume). The wrapping div keeps
 * the button at its own width instead of being stretched as a grid or stack item of the form.
 */
export function SubmitRow({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <div>
      <Button type="submit" busy={busy}>
        {children}
      </Button>
    </div>
  );
}
