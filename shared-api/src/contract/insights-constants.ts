/** How the insights split jobs: by the lookup list each job names (spec: category, district, type, levels, salary). */
export const INSIGHTS_GROUPINGS = ['category', 'district', 'jobType', 'experience', 'education', 'salary'] as const;
export type InsightsGrouping = (typeof INSIGHTS_GROUPINGS)[number];

/** The tables of the insights, each downloadable as CSV (GET /admin/insights/export/:table). */
export const INSIGHTS_TABLES = [
  'jobs-posted',
  'jobs-open',
  'applications',
  'closed',
  'seekers-district',
  'seekers-education',
  'seekers-skills',
  'trainings',
] as const;
export type InsightsTable = (typeof INSIGHTS_TABLES)[number];

/** The longest range the insights answer (ten years of months). */
export const INSIGHTS_MAX_DAYS = 3660;
/** Ranges up to this many days are split by week (Sunday to Saturday), longer ones by month. */
export const INSIGHTS_WEEKLY_MAX_DAYS = 92;
/** The most-listed skills shown (skills are free text: the rest is a long tail of single profiles). */
export const INSIGHTS_TOP_SKILLS = 30;

/** Published figures: a count below this is suppressed (shown as "fewer than 5"), and so is a cell that would reveal one. */
export const PUBLIC_FIGURES_MIN_CELL = 5;
/** The public page's figures cover the last twelve complete months. */
export const PUBLIC_FIGURES_MONTHS = 12;
/** The licence of the published figures. */
export const PUBLIC_FIGURES_LICENCE = {
  name: 'CC BY 4.0',
  url: 'https://creativecommons.org/licenses/by/4.0/',
} as const;

/** Messages of the insights; the admin app shows them in the chosen language. */
export const insightsMessages = {
  fromInvalid: 'The start date must be a date such as 2026-01-31.',
  toInvalid: 'The end date must be a date such as 2026-01-31.',
  rangeReversed: 'The range must end on or after the day it starts.',
  rangeTooLong: 'The range can be at most ten years.',
  groupingInvalid: 'This grouping is not offered.',
  tableInvalid: 'This table is not offered.',
} as const;
