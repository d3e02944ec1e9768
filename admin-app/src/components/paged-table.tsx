import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Pager, Spinner } from 'shared-ui';
import { NAMESPACE } from '../i18n/namespace.ts';

type PagedTableProps<T> = {
  /** The list is still loading. */
  pending: boolean;
  /** Loading failed; left out where a screen shows no load error (the lookup lists). */
  failed?: boolean;
  /** Loaded, and nothing to show: the empty message appears. */
  empty: boolean;
  emptyText: string;
  /** Read by screen readers only: names the table. */
  caption: string;
  columns: readonly ReactNode[];
  testId?: string;
  /** The current page (client-side via useClientPage, or the server's page on the audit log). */
  paging: {
    page: number;
    pageSize: number;
    total: number;
    setPage: (page: number) => void;
    pageItems: readonly T[];
  };
  /** One <tr> per item; the page keeps its cells, test ids and actions. */
  renderRow: (item: T) => ReactNode;
};

/**
 * The admin list screens' common body: loading, error and empty states, the table of the current page
 * and the shared Pager under it, so every list looks and reads the same.
 */
export function PagedTable<T>({
  pending,
  failed = false,
  empty,
  emptyText,
  caption,
  columns,
  testId,
  paging,
  renderRow,
}: PagedTableProps<T>) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      {pending ? <Spinner label={t('messages.loading')} /> : null}
      {failed ? <Alert tone="error">{t('messages.loadFailed')}</Alert> : null}
      {empty ? <Alert>{emptyText}</Alert> : null}
      {paging.pageItems.length > 0 ? (
        <div className="table-wrap">
          <table className="table" data-testid={testId}>
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                {columns.map((column, index) => (
                  // Headers are fixed per screen and never reorder, so the position is a stable key.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <th key={index} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{paging.pageItems.map(renderRow)}</tbody>
          </table>
        </div>
      ) : null}
      <Pager page={paging.page} pageSize={paging.pageSize} total={paging.total} onPageChange={paging.setPage} />
    </>
  );
}
