import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AlertUpdateBody, alertKeys, alertsContract, alertsQuery, call, useSession } from 'shared-api';

/** The logged-in user's job alerts. */
export function useAlerts() {
  const userId = useSession((state) => state.user?.id) ?? '';
  return useQuery({ ...alertsQuery(userId), enabled: userId !== '' });
}

function useInvalidateAlerts() {
  const queryClient = useQueryClient();
  const userId = useSession((state) => state.user?.id);
  return () => (userId ? queryClient.invalidateQueries({ queryKey: alertKeys(userId) }) : undefined);
}

/** Renames, changes the frequency of, pauses or resumes one alert. */
export function useUpdateAlert() {
  const invalidate = useInvalidateAlerts();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AlertUpdateBody }) =>
      call(alertsContract.update, { params: { id }, body }),
    onSettled: invalidate,
  });
}

export function useDeleteAlert() {
  const invalidate = useInvalidateAlerts();
  return useMutation({
    mutationFn: (id: string) => call(alertsContract.remove, { params: { id } }),
    onSettled: invalidate,
  });
}
