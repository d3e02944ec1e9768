import { queryOptions } from '@tanstack/react-query';
import { call } from '../client/call.ts';
import { alertsContract } from '../contract-refs.ts';
import { userKeys } from './user.ts';

/** The key of a user's job alerts (the /jobs "Create alert" button and the settings list share it). */
export const alertKeys = (userId: string) => [...userKeys(userId).all, 'alerts'] as const;

/** GET /alerts: the user's job alerts, the profile alert first. */
export const alertsQuery = (userId: string) =>
  queryOptions({
    queryKey: alertKeys(userId),
    queryFn: ({ signal }) => call(alertsContract.list, { signal }),
  });
