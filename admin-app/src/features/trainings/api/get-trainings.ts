import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminTrainingsContract, call, type TrainingStatus } from 'shared-api';
import { TRAINING_PAGE_SIZE } from 'shared-api/area-constants';
import { adminKeys, useAdminId } from '../../../lib/query-keys.ts';

export type TrainingsFilter = { q: string; status: TrainingStatus | undefined };

/** GET /admin/trainings: one page of the trainings, searched by title and filtered by status, soonest first. */
export function useAdminTrainings(page: number, { q, status }: TrainingsFilter) {
  const adminId = useAdminId();
  const query = { q: q || undefined, status, page, pageSize: TRAINING_PAGE_SIZE };
  return useQuery({
    queryKey: adminKeys(adminId).trainings(query),
    queryFn: ({ signal }) => call(adminTrainingsContract.list, { query, signal }),
    enabled: adminId !== '',
    placeholderData: keepPreviousData,
  });
}
