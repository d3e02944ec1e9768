import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type JobsFilter, type Language, localizedLookupListQuery } from 'shared-api';
import { useLanguage, useLocalizedPath } from 'shared-ui';
import { useSkillNames } from '../../../lib/use-skill-names.ts';
import { activeFilters, type FilterLists, namedLists } from '../lib/active-filters.ts';
import { activeFilterCount, filterToSearch, withoutFilters } from '../lib/filter-params.ts';

/** The lists naming the chosen filters, in the page's language. */
function useFilterLists(filter: JobsFilter, language: Language): FilterLists {
  const named = namedLists(filter);
  const results = useQueries({ queries: named.map((list) => localizedLookupListQuery(list, language)) });
  return Object.fromEntries(named.map((list, index) => [list, results[index]?.data ?? []]));
}

/**
 * The search's chosen filters above the results, each a chip that removes it, and "Clear all filters" (the keyword
 * and the sort stay); nothing without filters. Links to the search without them, so they work before the page's
 * scripts have run too.
 */
export function ActiveFilters({ filter }: { filter: JobsFilter }) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const localize = useLocalizedPath();
  const lists = useFilterLists(filter, language);
  const skillName = useSkillNames(filter.skills ?? []);
  // A filter no list names (an entry deleted since the link was shared) has no chip but is still cleared.
  if (activeFilterCount(filter) === 0) return null;
  const chips = activeFilters(filter, lists, skillName);
  const href = (next: JobsFilter) => localize(`/jobs${filterToSearch(next)}`);
  return (
    <div className="active-filters">
      {chips.length > 0 ? (
        <ul className="chips" aria-label={t('filters.active')}>
          {chips.map((chip) => (
            <li key={chip.key} className="chip">
              <Link
                className="chip-link"
                to={href(chip.without)}
                aria-label={t('filters.remove', { name: chip.name })}
                data-testid="active-filter"
              >
                <span>{chip.name}</span>
                <span aria-hidden="true">×</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <Link className="btn btn-ghost" to={href(withoutFilters(filter))}>
        {t('filters.clear')}
      </Link>
    </div>
  );
}
