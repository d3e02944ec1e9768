import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Pager, Spinner } from 'shared-ui';
import { NAMESPACE } from '../i18n/namespace.ts';

/** One column: its header, and what a row shows in it. */
export type TableColumn<T> = {
  header: string;
  cell: (item: T) => ReactNode;
  /** The language of the cell's text when it is not the page's (a Nepali name on an English page). */
  lang?: string;
};

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
  /** The first column names the row (its header cell, and the card's title on a phone). */
  columns: readonly [TableColumn<T>, ...TableColumn<T>[]];
  /** The row's buttons, in a last column of their own. */
  actions?: (item: T) => ReactNode;
  rowKey: (item: T) => string;
  testId?: string;
  rowTestId?: string;
  /** The current page (client-side via useClientPage, or the server's page). */
  paging: {
    page: number;
    pageSize: number;
    total: number;
    setPage: (page: number) => void;
    pageItems: readonly T[];
  };
};

/** A cell's content, marked with its language where it differs (the label above it stays in the page's). */
function inLanguage<T>(column: TableColumn<T>, item: T): ReactNode {
  return column.lang ? <span lang={column.lang}>{column.cell(item)}</span> : column.cell(item);
}

/**
 * The admin list screens' common body: loading, error and empty states, the table of the current page and the
 * shared Pager under it, so every list looks and reads the same. At desktop width a real table; on a phone each
 * row is a card (shared-ui's `table-cards`), each value under its column's name, the actions at the card's foot.
 */
export function PagedTable<T>({
  pending,
  failed = false,
  empty,
  emptyText,
  caption,
  columns,
  actions,
  rowKey,
  testId,
  rowTestId,
  paging,
}: PagedTableProps<T>) {
  const { t } = useTranslation(NAMESPACE);
  const [first, ...rest] = columns;
  return (
    <>
      {pending ? <Spinner label={t('messages.loading')} /> : null}
      {failed ? <Alert tone="error">{t('messages.loadFailed')}</Alert> : null}
      {empty ? <Alert>{emptyText}</Alert> : null}
      {paging.pageItems.length > 0 ? (
        <div className="table-wrap">
          <table className="table table-cards" data-testid={testId}>
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.header} scope="col">
                    {column.header}
                  </th>
                ))}
                {actions ? <th scope="col">{t('table.actions')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {paging.pageItems.map((item) => (
                <tr key={rowKey(item)} data-testid={rowTestId}>
                  <th scope="row">{inLanguage(first, item)}</th>
                  {rest.map((column) => (
                    <td key={column.header} data-label={column.header}>
                      {inLanguage(column, item)}
                    </td>
                  ))}
                  {actions ? (
                    <td>
                      <div className="row table-actions">{actions(item)}</div>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Pager page={paging.page} pageSize={paging.pageSize} total={paging.total} onPageChange={paging.setPage} />
    </>
  );
}
