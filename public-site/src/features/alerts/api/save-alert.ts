import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AlertCreateBody,
  type AlertSubscribeBody,
  alertKeys,
  alertsContract,
  call,
  type JobsFilter,
  useSession,
} from 'shared-api';

/** The search part of a /jobs filter as the alert body's `query` (the URL's wire values: lists comma-joined). */
export function alertQueryOf(filter: JobsFilter): Record<string, string> {
  const { sortBy: _sortBy, page: _page, pageSize: _pageSize, ...criteria } = filter;
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(criteria)) {
    const text = Array.isArray(value) ? value.join(',') : value === undefined ? '' : String(value);
    if (text.trim() !== '') query[key] = text;
  }
  return query;
}

/** Saves the search as an alert of the logged-in user. */
export function useCreateAlert() {
  const queryClient = useQueryClient();
  const userId = useSession((state) => state.user?.id);
  return useMutation({
    mutationFn: (body: AlertCreateBody) => call(alertsContract.create, { body }),
    onSuccess: () => {
      if (userId) void queryClient.invalidateQueries({ queryKey: alertKeys(userId) });
    },
  });
}

/** An anonymous visitor's subscription: the server mails a confirmation link (double opt-in). */
export function useSubscribeAlert() {
  return useMutation({ mutationFn: (body: AlertSubscribeBody) => call(alertsContract.subscribe, { body }) });
}

/** The confirmation link's page: starts the alert. */
export function useConfirmAlert() {
  return useMutation({ mutationFn: (token: string) => call(alertsContract.confirm, { body: { token } }) });
}

/** The unsubscribe link's page: stops exactly the alert the link names. */
export function useUnsubscribeAlert() {
  return useMutation({
    mutationFn: (query: { alert: string; token: string }) => call(alertsContract.unsubscribe, { query }),
  });
}
