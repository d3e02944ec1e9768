import { useTranslation } from 'react-i18next';
import type { InsightsQuery, InsightsTable } from 'shared-api';
import { Alert, Button } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useDownloadInsightsTable } from '../api/download-insights-table.ts';

export type Cell = string | number;

/**
 * One table of figures (the numbers every chart draws), scrolling sideways on a narrow screen, with its CSV
 * download: the same table from the server, for the same range and grouping.
 */
export function FiguresTable({
  caption,
  head,
  rows,
  table,
  range,
}: {
  caption: string;
  head: string[];
  rows: Cell[][];
  table: InsightsTable;
  range: InsightsQuery;
}) {
  const { t } = useTranslation(NAMESPACE);
  const download = useDownloadInsightsTable();
  return (
    <div className="stack insights-table">
      {rows.length === 0 ? (
        <p>{t('insights.empty')}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll
        <section className="table-wrap" aria-label={t('insights.tableOf', { table: caption })} tabIndex={0}>
          <table className="table" data-testid={`insights-table-${table}`}>
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                {head.map((cell, i) => (
                  <th key={cell} scope="col" className={i > 0 ? 'numeric' : undefined}>
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={String(row[0])}>
                  {row.map((cell, i) =>
                    i === 0 ? (
                      <th key={head[i]} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={head[i]} className="numeric">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <div className="row">
        <Button
          variant="secondary"
          busy={download.isPending}
          onClick={() => download.mutate({ table, range })}
          data-testid={`insights-download-${table}`}
        >
          {t('insights.downloadCsv', { table: caption })}
        </Button>
      </div>
      {download.isError ? <Alert tone="error">{t('insights.downloadFailed')}</Alert> : null}
    </div>
  );
}
