import { useTranslation } from 'react-i18next';
import { JOBS_FEED_PATHS, type JobsFilter } from 'shared-api';
import { useLocalizedPath } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { filterToSearch } from '../lib/filter-params.ts';
import { useFeedAlternates } from '../lib/use-feed-alternates.ts';

const TYPES = { rss: 'application/rss+xml', atom: 'application/atom+xml' } as const;

/**
 * The RSS and Atom feeds of the search on /jobs: visible links in the page's language, and the head's
 * `<link rel="alternate">` kept on the same search (server README, "Feeds of a job search"). The feed carries the
 * search's criteria only: it is always the newest jobs, from the first.
 */
export function FeedLinks({ filter }: { filter: JobsFilter }) {
  const { t } = useTranslation(NAMESPACE);
  const localize = useLocalizedPath();
  const search = filterToSearch({ ...filter, sortBy: undefined, page: undefined });
  const href = (format: keyof typeof JOBS_FEED_PATHS) => `${localize(JOBS_FEED_PATHS[format])}${search}`;
  useFeedAlternates([
    { type: TYPES.rss, title: t('feeds.rssTitle'), href: href('rss') },
    { type: TYPES.atom, title: t('feeds.atomTitle'), href: href('atom') },
  ]);
  return (
    <p className="jobs-feeds">
      {t('feeds.prompt')}{' '}
      <a href={href('rss')} type={TYPES.rss} data-testid="feed-rss">
        {t('feeds.rss')}
      </a>
      {' · '}
      <a href={href('atom')} type={TYPES.atom} data-testid="feed-atom">
        {t('feeds.atom')}
      </a>
    </p>
  );
}
