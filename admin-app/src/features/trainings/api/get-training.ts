import { useQuery } from '@tanstack/react-query';
import { adminTrainingsContract, call } from 'shared-api';
import { adminKeys, useAdminId } from '../../../lib/query-keys.ts';

/** GET /admin/trainings/:id: the training in both languages with its counts. */
export function useAdminTraining(id: string) {
  const adminId = useAdminId();
  return useQuery({
    queryKey: adminKeys(adminId).training(id),
    queryFn: ({ signal }) => call(adminTrainingsContract.get, { params: { id }, signal }),
    enabled: adminId !== '' && id !== '',
    retry: false,
  });
}
