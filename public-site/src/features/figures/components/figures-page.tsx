import { useTranslation } from 'react-i18next';
import type { PublicFiguresTable } from 'shared-api';
import { PUBLIC_FIGURES_LICENCE, PUBLIC_FIGURES_MIN_CELL } from 'shared-api/area-constants';
import { Alert, formatDate, formatMonth, formatNumber, lookupName, Spinner, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { StaticPage } from '../../static/components/static-page.tsx';
import { usePublicFigures } from '../api/get-public-figures.ts';

export { figuresPageData } from '../api/figures-page-data.ts';

/** The published downloads: same-origin API addresses, open to everyone. */
const CSV_URL = '/api/public/figures.csv';
const JSON_URL = '/api/public/figures';

function FiguresTable({ table }: { table: PublicFiguresTable }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const title = t(`figures.tables.${table.id}`);
  const count = (value: number | null) =>
    value === null ? (
      <span className="muted">{t('figures.suppressed', { min: PUBLIC_FIGURES_MIN_CELL })}</span>
    ) : (
      formatNumber(value, language)
    );
  const label = (row: PublicFiguresTable['rows'][number]) =>
    table.id === 'jobs-by-month' && row.key
      ? formatMonth(`${row.key}-01`, language)
      : lookupName({ name_en: row.en, name_ne: row.ne }, language);
  const headingId = `figures-${table.id}`;
  return (
    <section className="prose-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {table.rows.length === 0 ? (
        <p>{t('figures.none')}</p>
      ) : (
        <div className="table-wrap">
          <table className="table" data-testid={`figures-${table.id}`}>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t(`figures.rowHeads.${table.id}`)}</th>
                <th scope="col" className="figures-count">
                  {t(`figures.countHeads.${table.id}`)}
                </th>
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.key ?? 'none'}>
                  <th scope="row">{label(row)}</th>
                  <td className="figures-count">{count(row.count)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('figures.total')}</th>
                <td className="figures-count">{count(table.total)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}

/**
 * "Jobs in numbers": the aggregates of the last twelve complete months that are safe to publish (small counts
 * suppressed by the server), as tables, with the CSV and JSON under CC BY 4.0.
 */
export function FiguresPage() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const figures = usePublicFigures();
  const data = figures.data;
  return (
    <StaticPage title={t('figures.title')} lead={t('figures.lead')}>
      {figures.isPending ? <Spinner /> : null}
      {figures.isError ? <Alert tone="error">{t('figures.failed')}</Alert> : null}
      {data ? (
        <>
          <section className="prose-section" aria-labelledby="figures-about">
            <h2 id="figures-about">{t('figures.aboutTitle')}</h2>
            <p data-testid="figures-period">
              {t('figures.period', { from: formatDate(data.from, language), to: formatDate(data.to, language) })}
            </p>
            <p>{t('figures.suppression', { min: data.minCell })}</p>
            <p data-testid="figures-licence">
              {t('figures.licenceBefore')}{' '}
              <a href={PUBLIC_FIGURES_LICENCE.url} rel="license">
                {t('figures.licenceName', { code: PUBLIC_FIGURES_LICENCE.name })}
              </a>
              {t('figures.licenceAfter')}
            </p>
            <ul className="figures-downloads">
              <li>
                <a href={CSV_URL} download data-testid="figures-csv">
                  {t('figures.downloadCsv')}
                </a>
              </li>
              <li>
                <a href={JSON_URL} type="application/json" data-testid="figures-json">
                  {t('figures.downloadJson')}
                </a>
              </li>
            </ul>
          </section>
          {data.tables.map((table) => (
            <FiguresTable key={table.id} table={table} />
          ))}
        </>
      ) : null}
    </StaticPage>
  );
}
