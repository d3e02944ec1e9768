import chartsCss from 'charts.css/dist/charts.min.css?raw';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { Insights, Quartiles } from 'shared-api';
import {
  Alert,
  formatDate,
  formatMonth,
  formatNumber,
  lookupName,
  Spinner,
  useDocumentTitle,
  useLanguage,
} from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useInsights } from '../api/get-insights.ts';
import { insightsSearchOf } from '../lib/insights-search.ts';
import { BarChart } from './bar-chart.tsx';
import { type Cell, FiguresTable } from './figures-table.tsx';
import pageCss from './insights.css?raw';
import { InsightsRangeForm } from './insights-range-form.tsx';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The labour-market figures of a range: jobs posted and open over time by the chosen list, applications, jobs
 * that ended, and the seekers (counts only). Each chart has its table, and each table its CSV.
 */
export function InsightsPage() {
  const { t } = useTranslation(NAMESPACE);
  useDocumentTitle(t('insights.title'));
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const search = insightsSearchOf(params);
  const insights = useInsights(search);
  const data = insights.data;
  const n = (value: number) => formatNumber(value, language);
  const name = (group: { en: string; ne: string }) => lookupName({ name_en: group.en, name_ne: group.ne }, language);
  const quartiles = (value: Quartiles) =>
    value ? t('insights.quartiles', { median: n(value.median), q1: n(value.q1), q3: n(value.q3) }) : '—';

  return (
    <section className="page stack insights-page">
      {/* charts.css as published, as text: this build's CSS minifier refuses its @property rules (no initial-value).
          React puts it in the head once, whichever page renders it. */}
      <style href="charts-css" precedence="insights">
        {chartsCss}
      </style>
      <style href="insights-page" precedence="insights">
        {pageCss}
      </style>
      <h1>{t('insights.title')}</h1>
      <p>{t('insights.intro')}</p>
      <InsightsRangeForm
        key={`${search.from}|${search.to}|${search.by}`}
        value={search}
        onShow={(next) => setParams(next, { replace: false })}
      />
      {insights.isPending ? <Spinner /> : null}
      {insights.isError ? <Alert tone="error">{t('messages.loadFailed')}</Alert> : null}
      {data ? <Figures data={data} n={n} name={name} quartiles={quartiles} /> : null}
    </section>
  );
}

function Figures({
  data,
  n,
  name,
  quartiles,
}: {
  data: Insights;
  n: (value: number) => string;
  name: (group: { en: string; ne: string }) => string;
  quartiles: (value: Quartiles) => string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const range = { from: data.from, to: data.to, by: data.by };
  const period = (start: string) =>
    data.jobs.interval === 'month'
      ? formatMonth(start, language)
      : t('insights.weekOf', { day: formatDate(start, language) });
  const groupHead = t(`insights.groupings.${data.by}`);
  const overTime = (field: 'posted' | 'open') => {
    const totals = data.jobs.periods.map((_, i) => sum(data.jobs.groups.map((group) => group[field][i] ?? 0)));
    return {
      // A chart's label is the period in the reader's first calendar; the table beside it names both.
      chart: data.jobs.periods.map((start, i) => ({
        label: period(start).split(' · ')[0] ?? '',
        value: totals[i] ?? 0,
        text: n(totals[i] ?? 0),
      })),
      head: [groupHead, ...data.jobs.periods.map(period), ...(field === 'posted' ? [t('insights.total')] : [])],
      rows: [
        ...data.jobs.groups.map((group): Cell[] => [
          name(group),
          ...group[field].map(n),
          ...(field === 'posted' ? [n(sum(group.posted))] : []),
        ]),
        [t('insights.all'), ...totals.map(n), ...(field === 'posted' ? [n(sum(totals))] : [])],
      ],
    };
  };
  const posted = overTime('posted');
  const open = overTime('open');
  const seekerRows = (rows: Insights['seekers']['districts']): Cell[][] =>
    rows.map((row) => [name(row), n(row.seekers), n(row.newSeekers)]);
  const seekerChart = (rows: Insights['seekers']['districts']) =>
    rows.map((row) => ({ label: name(row), value: row.seekers, text: n(row.seekers) }));
  const seekerHead = (first: string) => [first, t('insights.seekers'), t('insights.newSeekers')];
  const trainingRows = data.trainings.rows;
  const area = (row: Insights['trainings']['total']) =>
    row.category ? t(`trainings.categories.${row.category}`) : t('insights.all');

  return (
    <div className="stack insights-figures" data-testid="insights-figures">
      <section className="stack" aria-labelledby="insights-posted">
        <h2 id="insights-posted">{t('insights.posted')}</h2>
        <p className="muted">{t(data.jobs.interval === 'month' ? 'insights.byMonth' : 'insights.byWeek')}</p>
        <BarChart rows={posted.chart} testId="insights-chart-posted" />
        <BarChart
          rows={data.jobs.groups.map((group) => ({
            label: name(group),
            value: sum(group.posted),
            text: n(sum(group.posted)),
          }))}
        />
        <FiguresTable
          caption={t('insights.posted')}
          head={posted.head}
          rows={posted.rows}
          table="jobs-posted"
          range={range}
        />
      </section>

      <section className="stack" aria-labelledby="insights-open">
        <h2 id="insights-open">{t('insights.open')}</h2>
        <p className="muted">{t('insights.openNote')}</p>
        <BarChart rows={open.chart} />
        <FiguresTable caption={t('insights.open')} head={open.head} rows={open.rows} table="jobs-open" range={range} />
      </section>

      <section className="stack" aria-labelledby="insights-applications">
        <h2 id="insights-applications">{t('insights.applications')}</h2>
        <p className="muted">{t('insights.applicationsNote')}</p>
        <BarChart
          rows={data.applications.rows.map((row) => ({
            label: name(row),
            value: row.applications,
            text: n(row.applications),
          }))}
        />
        <FiguresTable
          caption={t('insights.applications')}
          head={[
            groupHead,
            t('insights.jobs'),
            t('insights.applicationsCount'),
            t('insights.jobsWithApplications'),
            t('insights.perJob'),
            t('insights.firstApplicationHours'),
          ]}
          rows={[...data.applications.rows, data.applications.total].map((row): Cell[] => [
            row === data.applications.total ? t('insights.all') : name(row),
            n(row.jobs),
            n(row.applications),
            n(row.jobsWithApplications),
            quartiles(row.perJob),
            quartiles(row.firstApplicationHours),
          ])}
          table="applications"
          range={range}
        />
      </section>

      <section className="stack" aria-labelledby="insights-closed">
        <h2 id="insights-closed">{t('insights.closed')}</h2>
        <p className="muted">{t('insights.closedNote')}</p>
        <BarChart
          rows={data.closed.rows.map((row) => ({
            label: name(row),
            value: row.closed + row.expired,
            text: n(row.closed + row.expired),
          }))}
        />
        <FiguresTable
          caption={t('insights.closed')}
          head={[groupHead, t('insights.closedCount'), t('insights.expiredCount'), t('insights.daysOpen')]}
          rows={[...data.closed.rows, data.closed.total].map((row): Cell[] => [
            row === data.closed.total ? t('insights.all') : name(row),
            n(row.closed),
            n(row.expired),
            quartiles(row.daysOpen),
          ])}
          table="closed"
          range={range}
        />
      </section>

      <section className="stack" aria-labelledby="insights-seekers">
        <h2 id="insights-seekers">{t('insights.seekersTitle')}</h2>
        <p className="muted">{t('insights.seekersNote')}</p>
        <h3>{t('insights.seekersByDistrict')}</h3>
        <BarChart rows={seekerChart(data.seekers.districts)} />
        <FiguresTable
          caption={t('insights.seekersByDistrict')}
          head={seekerHead(t('insights.groupings.district'))}
          rows={seekerRows(data.seekers.districts)}
          table="seekers-district"
          range={range}
        />
        <h3>{t('insights.seekersByEducation')}</h3>
        <BarChart rows={seekerChart(data.seekers.education)} />
        <FiguresTable
          caption={t('insights.seekersByEducation')}
          head={seekerHead(t('insights.groupings.education'))}
          rows={seekerRows(data.seekers.education)}
          table="seekers-education"
          range={range}
        />
        <h3>{t('insights.seekersBySkill')}</h3>
        <BarChart
          rows={data.seekers.skills.map((row) => ({ label: row.skill, value: row.seekers, text: n(row.seekers) }))}
        />
        <FiguresTable
          caption={t('insights.seekersBySkill')}
          head={[t('insights.skill'), t('insights.seekers')]}
          rows={data.seekers.skills.map((row): Cell[] => [row.skill, n(row.seekers)])}
          table="seekers-skills"
          range={range}
        />
      </section>

      <section className="stack" aria-labelledby="insights-trainings">
        <h2 id="insights-trainings">{t('insights.trainings')}</h2>
        <p className="muted">{t('insights.trainingsNote')}</p>
        <BarChart
          rows={trainingRows.map((row) => ({ label: area(row), value: row.enrolments, text: n(row.enrolments) }))}
        />
        <FiguresTable
          caption={t('insights.trainings')}
          head={[
            t('insights.trainingArea'),
            t('insights.enrolments'),
            t('insights.withdrawn'),
            t('insights.completions'),
            t('insights.completers'),
            t('insights.completersApplied'),
            t('insights.completersShortlisted'),
          ]}
          rows={[...trainingRows, data.trainings.total].map((row): Cell[] => [
            area(row),
            n(row.enrolments),
            n(row.withdrawn),
            n(row.completions),
            n(row.completers),
            n(row.completersApplied),
            n(row.completersShortlisted),
          ])}
          table="trainings"
          range={range}
        />
      </section>
    </div>
  );
}
