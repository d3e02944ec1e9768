import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { JobsFilter } from 'shared-api';
import { useLocalizedPath } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { filterToSearch } from '../lib/filter-params.ts';

/**
 * "Did you mean …" under an empty keyword search: the close spelling the server found (`didYouMean` of the
 * list answer) as a link to the same search with that keyword, other filters kept, page 1.
 */
export function DidYouMean({ filter, suggestion }: { filter: JobsFilter; suggestion: string | undefined }) {
  const { t } = useTranslation(NAMESPACE);
  const localize = useLocalizedPath();
  if (!suggestion) return null;
  const search = filterToSearch({ ...filter, q: suggestion, page: undefined });
  return (
    <p className="did-you-mean">
      {t('jobs.didYouMean')}{' '}
      <Link to={localize(`/jobs${search}`)} lang={/[\u0900-\u097F]/.test(suggestion) ? 'ne' : 'en'}>
        {suggestion}
      </Link>
    </p>
  );
}
