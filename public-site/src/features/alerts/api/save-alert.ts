import { type AlertCreateBody, type AlertSubscribeBody, alertsContract, call, type JobsFilter } from 'shared-api';
import { usePublicMutation } from '../../../lib/use-public-mutation.ts';

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
  return usePublicMutation((body: AlertCreateBody) => call(alertsContract.create, { body }), {
    invalidates: (keys) => [keys.alerts],
  });
}

/** An anonymous visitor's subscription: the server mails a confirmation link (double opt-in). */
export function useSubscribeAlert() {
  return usePublicMutation((body: AlertSubscribeBody) => call(alertsContract.subscribe, { body }));
}

/** The confirmation link's page: starts the alert. */
export function useConfirmAlert() {
  return usePublicMutation((token: string) => call(alertsContract.confirm, { body: { token } }));
}

/** The unsubscribe link's page: stops exactly the alert the link names. */
export function useUnsubscribeAlert() {
  return usePublicMutation((query: { alert: string; token: string }) => call(alertsContract.unsubscribe, { query }));
}
