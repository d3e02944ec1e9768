import type { ComponentProps } from 'react';
import { Button } from './button.tsx';
import { useHydrated } from './use-hydrated.ts';

type PopoverToggleProps = Omit<ComponentProps<typeof Button>, 'onClick' | 'popoverTarget' | 'aria-expanded'> & {
  /** The element the button shows as a native popover before the page's scripts run. */
  popoverId: string;
  /** Whether what the button toggles is open, once the page is live. */
  expanded: boolean;
  onToggle: () => void;
};

/**
 * A button that works before hydration as a native popover button (`popovertarget`: the browser keeps the open state)
 * and, once the page is live, as a scripted toggle that says whether it is open (`aria-expanded`). The swap happens in
 * the synchronous render React makes right after hydration (useHydrated): here, in the button alone, not in the page
 * around it.
 */
export function PopoverToggle({ popoverId, expanded, onToggle, ...button }: PopoverToggleProps) {
  const hydrated = useHydrated();
  return (
    <Button
      {...button}
      aria-expanded={hydrated ? expanded : undefined}
      popoverTarget={hydrated ? undefined : popoverId}
      onClick={(event) => {
        event.preventDefault();
        onToggle();
      }}
    />
  );
}
