import { downloadFile, type InsightsQuery, type InsightsTable, insightsContract } from 'shared-api';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';

/** GET /admin/insights/export/:table: one table of the figures as CSV, for the range on screen. */
export const useDownloadInsightsTable = () =>
  useAdminMutation(
    ({ table, range }: { table: InsightsTable; range: InsightsQuery }) =>
      downloadFile(insightsContract.export, { params: { table }, query: range }),
    { invalidates: () => [] },
  );
