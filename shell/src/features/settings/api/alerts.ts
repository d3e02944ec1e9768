import { useQuery } from '@tanstack/react-query';
import { type AlertUpdateBody, alertsContract, alertsQuery, call } from 'shared-api';
import { useShellMutation } from '../../../lib/use-shell-mutation.ts';
import { useUserId } from '../../../lib/use-user-id.ts';

/** The logged-in user's job alerts. */
export function useAlerts() {
  const userId = useUserId();
  return useQuery({ ...alertsQuery(userId), enabled: userId !== '' });
}

/** Renames, changes the frequency of, pauses or resumes one alert. */
export function useUpdateAlert() {
  return useShellMutation(
    ({ id, body }: { id: string; body: AlertUpdateBody }) => call(alertsContract.update, { params: { id }, body }),
    { invalidates: (keys) => [keys.alerts] },
  );
}

export function useDeleteAlert() {
  return useShellMutation((id: string) => call(alertsContract.remove, { params: { id } }), {
    invalidates: (keys) => [keys.alerts],
  });
}
