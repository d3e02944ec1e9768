import { type InsightsGrouping, kathmanduToday } from 'shared-api';
import { INSIGHTS_GROUPINGS } from 'shared-api/area-constants';

export type InsightsSearch = { from: string; to: string; by: InsightsGrouping };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The last twelve months to today (Kathmandu), from the 1st of the month eleven months back, by category. */
export function defaultInsightsSearch(today = kathmanduToday()): InsightsSearch {
  const start = new Date(`${today.slice(0, 8)}01T00:00:00Z`);
  start.setUTCMonth(start.getUTCMonth() - 11);
  return { from: start.toISOString().slice(0, 10), to: today, by: 'category' };
}

/** The range and grouping of the page's address (so a view can be bookmarked and shared); defaults for the rest. */
export function insightsSearchOf(params: URLSearchParams, today = kathmanduToday()): InsightsSearch {
  const fallback = defaultInsightsSearch(today);
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const by = params.get('by') ?? '';
  return {
    from: DAY.test(from) ? from : fallback.from,
    to: DAY.test(to) ? to : fallback.to,
    by: (INSIGHTS_GROUPINGS as readonly string[]).includes(by) ? (by as InsightsGrouping) : fallback.by,
  };
}
