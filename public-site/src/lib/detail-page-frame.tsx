import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Spinner, useLocalizedPath, usePageStatus } from 'shared-ui';
import { NAMESPACE } from '../i18n/namespace.ts';

/**
 * The frame of a page showing one thing by id (a job, an employer): a link back to the jobs, a spinner while it
 * loads, and once it is known missing a real 404 (for the server-rendered page) with a way on.
 */
export function DetailPageFrame<T>({
  query,
  loadingLabel,
  notFoundTitle,
  children,
}: {
  query: { isPending: boolean; data: T | undefined };
  loadingLabel: string;
  notFoundTitle: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  const localize = useLocalizedPath();
  usePageStatus(!query.isPending && !query.data ? 404 : undefined);
  return (
    <div className="page">
      <p className="back-link">
        <Link to={localize('/jobs')}>{t('detail.back')}</Link>
      </p>
      {query.isPending ? (
        <Spinner label={loadingLabel} />
      ) : query.data ? (
        children(query.data)
      ) : (
        <div className="empty-state">
          <h1>{notFoundTitle}</h1>
          <Link to={localize('/jobs')}>{t('detail.browse')}</Link>
        </div>
      )}
    </div>
  );
}
