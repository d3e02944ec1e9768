import { useTranslation } from 'react-i18next';
import { Button, useHydrated } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';

type FilterButtonProps = {
  /** The id of the filter sidebar, which the button opens as a native popover before the page's scripts run. */
  popoverId: string;
  /** How many filters the search in the URL has. */
  filterCount: number;
  sheetOpen: boolean;
  onOpen: () => void;
};

/**
 * "Filters (n)" on a phone. Before hydration a native popover button (the browser keeps its state), after it the
 * button that opens the sheet. Its own component: the render right after hydration that swaps the two (useHydrated)
 * re-renders this button only, not the page and its list.
 */
export function FilterButton({ popoverId, filterCount, sheetOpen, onOpen }: FilterButtonProps) {
  const { t } = useTranslation(NAMESPACE);
  const hydrated = useHydrated();
  return (
    <Button
      variant="secondary"
      className="jobs-filter-button"
      aria-haspopup="dialog"
      data-testid="filter-button"
      aria-expanded={hydrated ? sheetOpen : undefined}
      popoverTarget={hydrated ? undefined : popoverId}
      onClick={(event) => {
        event.preventDefault();
        onOpen();
      }}
    >
      {filterCount > 0 ? t('jobs.filtersButton', { count: filterCount }) : t('jobs.filtersNone')}
    </Button>
  );
}
