import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminTrainingsContract, call, type EnrolmentStatus } from 'shared-api';
import { ENROLMENT_PAGE_SIZE } from 'shared-api/area-constants';
import { adminKeys, useAdminId } from '../../../lib/query-keys.ts';

export type EnrolmentsFilter = { trainingId: string; status: EnrolmentStatus | undefined };

/** GET /admin/trainings/:id/enrolments: one page of a training's enrolment list, in arrival order. */
export function useEnrolments(page: number, { trainingId, status }: EnrolmentsFilter) {
  const adminId = useAdminId();
  const query = { status, page, pageSize: ENROLMENT_PAGE_SIZE };
  return useQuery({
    queryKey: adminKeys(adminId).enrolments(trainingId, query),
    queryFn: ({ signal }) => call(adminTrainingsContract.enrolments, { params: { id: trainingId }, query, signal }),
    enabled: adminId !== '',
    placeholderData: keepPreviousData,
  });
}
