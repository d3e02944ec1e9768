import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { LocalizedLookupItem } from 'shared-api';
import { useLocalizedPath } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { usePageLookupList } from '../../../lib/use-page-lookup-list.ts';
import { filterFromParams } from '../../jobs/lib/filter-from-params.ts';
import { filterToSearch } from '../../jobs/lib/filter-params.ts';

/** What the form holds, as /jobs reads it (its query parameters, wire names). */
function searchPathOf(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') params.append(name, value);
  return `/jobs${filterToSearch(filterFromParams(params))}`;
}

/** One of the search's lists (district, category): "all" first, each item in the page's language. */
function LookupField({
  id,
  name,
  label,
  allLabel,
  items,
}: {
  id: string;
  name: string;
  label: string;
  allLabel: string;
  items: readonly LocalizedLookupItem[];
}) {
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <select className="field-input" id={id} name={name} defaultValue="">
        <option value="">{allLabel}</option>
        {items.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The home page's search: keyword, district and category. A plain GET form to /jobs whose field names are /jobs'
 * own query parameters (q, locationIds, categoryId), so it works before the page is hydrated and without
 * JavaScript; hydrated, it navigates in the app to the same URL (empty fields left out).
 */
export function HomeSearch() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const locations = usePageLookupList('locations');
  const categories = usePageLookupList('categories');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(localize(searchPathOf(event.currentTarget)));
  };
  return (
    <search className="home-search" aria-label={t('home.search.label')}>
      <form className="home-search-form" method="get" action={localize('/jobs')} onSubmit={onSubmit}>
        <div className="field home-search-keyword">
          <label className="field-label" htmlFor="home-search-q">
            {t('home.search.keyword')}
          </label>
          <input
            className="field-input"
            id="home-search-q"
            name="q"
            type="search"
            maxLength={200}
            autoComplete="off"
            placeholder={t('home.search.keywordHint')}
          />
        </div>
        <LookupField
          id="home-search-location"
          name="locationIds"
          label={t('home.search.location')}
          allLabel={t('home.search.allLocations')}
          items={locations}
        />
        <LookupField
          id="home-search-category"
          name="categoryId"
          label={t('home.search.category')}
          allLabel={t('home.search.allCategories')}
          items={categories}
        />
        <button type="submit" className="btn btn-primary home-search-submit">
          {t('home.search.submit')}
        </button>
      </form>
    </search>
  );
}
