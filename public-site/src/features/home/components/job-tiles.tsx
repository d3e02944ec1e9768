import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { HomeTile } from 'shared-api';
import { lookupName, useLanguage, useLocalizedPath } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { filterToSearch } from '../../jobs/lib/filter-params.ts';

type TilesProps = {
  kind: 'categories' | 'locations';
  tiles: readonly HomeTile[] | undefined;
  loading: boolean;
};

/** Where a tile leads: /jobs filtered by its category or district (the filter its count was taken with). */
export const tileHref = (kind: TilesProps['kind'], id: string) =>
  `/jobs${filterToSearch(kind === 'categories' ? { categoryId: id } : { locationIds: [id] })}`;

/** "Jobs by category" / "Jobs by district": each tile names the lookup and its listed jobs, linking to them. */
export function JobTiles({ kind, tiles, loading }: TilesProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const localize = useLocalizedPath();
  const titleId = `home-${kind}-title`;
  return (
    <section className="home-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t(`home.tiles.${kind}`)}</h2>
      {tiles && tiles.length > 0 ? (
        <ul className="tile-grid" data-testid={`home-${kind}`}>
          {tiles.map((tile) => (
            <li key={tile.id}>
              <Link className="job-tile" to={localize(tileHref(kind, tile.id))} data-testid="job-tile">
                <span className="job-tile-name">{lookupName(tile, language)}</span>
                <span className="job-tile-count" data-count={tile.count}>
                  {t('home.tiles.count', { count: tile.count })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : loading ? null : (
        <p className="empty-state">{t('home.tiles.empty')}</p>
      )}
    </section>
  );
}
