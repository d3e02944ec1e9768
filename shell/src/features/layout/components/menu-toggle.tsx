import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from 'shared-ui';

type MenuToggleProps = {
  ref: Ref<HTMLButtonElement>;
  /** The id of the main nav, which the button shows as a native popover before the page's scripts run. */
  navId: string;
  open: boolean;
  onToggle: () => void;
};

/**
 * The header's menu button (☰). Before hydration it shows the nav as a native popover (its open state is the
 * browser's); after, it toggles the in-flow list and says whether it is open. Its own component: the render right
 * after hydration that swaps the two (useHydrated) re-renders this button only, not the header.
 */
export function MenuToggle({ ref, navId, open, onToggle }: MenuToggleProps) {
  const { t } = useTranslation('shell');
  const hydrated = useHydrated();
  return (
    <button
      ref={ref}
      type="button"
      className="btn btn-ghost menu-toggle"
      aria-controls={navId}
      data-testid="menu-toggle"
      aria-expanded={hydrated ? open : undefined}
      popoverTarget={hydrated ? undefined : navId}
      onClick={(event) => {
        event.preventDefault();
        onToggle();
      }}
    >
      <span aria-hidden="true">☰</span>
      <span className="visually-hidden">{open ? t('nav.closeMenu') : t('nav.openMenu')}</span>
    </button>
  );
}
