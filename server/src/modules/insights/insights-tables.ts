import type { Insights, InsightsTable, Quartiles } from 'shared-api/contract';
import type { CsvValue } from '../../http/csv.ts';

type Table = CsvValue[][];

const quartileCells = (value: Quartiles): CsvValue[] => [value?.q1, value?.median, value?.q3];
const quartileHeads = (name: string) => [`${name}_q1`, `${name}_median`, `${name}_q3`];
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

function overTime(figures: Insights, field: 'posted' | 'open'): Table {
  const { periods, groups } = figures.jobs;
  const head = ['group_en', 'group_ne', ...periods, ...(field === 'posted' ? ['total'] : [])];
  const rows = groups.map((group) => [
    group.en,
    group.ne,
    ...group[field],
    ...(field === 'posted' ? [sum(group.posted)] : []),
  ]);
  const totals = periods.map((_, i) => sum(groups.map((group) => group[field][i] ?? 0)));
  const all = ['All', 'सबै', ...totals, ...(field === 'posted' ? [sum(totals)] : [])];
  return [head, ...rows, all];
}

/**
 * Each table of the figures as rows of cells, the header first (names in both languages; periods by their first
 * day; quartiles as q1, median, q3). An open-jobs column has no total: a job open in two periods counts in both.
 */
export function insightsTable(figures: Insights, table: InsightsTable): Table {
  switch (table) {
    case 'jobs-posted':
      return overTime(figures, 'posted');
    case 'jobs-open':
      return overTime(figures, 'open');
    case 'applications':
      return [
        [
          'group_en',
          'group_ne',
          'jobs',
          'applications',
          'jobs_with_applications',
          ...quartileHeads('applications_per_job'),
          ...quartileHeads('hours_to_first_application'),
        ],
        ...[...figures.applications.rows, figures.applications.total].map((row) => [
          row.en,
          row.ne,
          row.jobs,
          row.applications,
          row.jobsWithApplications,
          ...quartileCells(row.perJob),
          ...quartileCells(row.firstApplicationHours),
        ]),
      ];
    case 'closed':
      return [
        ['group_en', 'group_ne', 'closed', 'expired', ...quartileHeads('days_open')],
        ...[...figures.closed.rows, figures.closed.total].map((row) => [
          row.en,
          row.ne,
          row.closed,
          row.expired,
          ...quartileCells(row.daysOpen),
        ]),
      ];
    case 'seekers-district':
    case 'seekers-education': {
      const rows = table === 'seekers-district' ? figures.seekers.districts : figures.seekers.education;
      const name = table === 'seekers-district' ? 'district' : 'education_level';
      return [
        [`${name}_en`, `${name}_ne`, 'seekers', 'new_seekers'],
        ...rows.map((row) => [row.en, row.ne, row.seekers, row.newSeekers]),
      ];
    }
    case 'seekers-skills':
      return [['skill', 'seekers'], ...figures.seekers.skills.map((row) => [row.skill, row.seekers])];
    case 'trainings':
      return [
        [
          'training_area',
          'enrolments',
          'withdrawn',
          'completions',
          'completers',
          'completers_applied',
          'completers_shortlisted',
        ],
        ...[...figures.trainings.rows, figures.trainings.total].map((row) => [
          row.category ?? 'all',
          row.enrolments,
          row.withdrawn,
          row.completions,
          row.completers,
          row.completersApplied,
          row.completersShortlisted,
        ]),
      ];
  }
}
