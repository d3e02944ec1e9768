import { alertKeys, type KeyedMutationOptions, useKeyedMutation, useSession } from 'shared-api';
import { publicKeys } from './query-keys.ts';

type PublicSiteKeys = ReturnType<typeof usePublicSiteKeys>;

/** The keys a public-site write may change: the public entries, and the visitor's alerts once logged in. */
const usePublicSiteKeys = () => {
  const userId = useSession((state) => state.user?.id ?? '');
  return { ...publicKeys, alerts: alertKeys(userId) };
};

/**
 * Every write of the public site (shared-api `useKeyedMutation`): its failure is the server's `{ message, code }`,
 * and what it changed is refreshed once the server has answered. Default: nothing (a visitor's write changes no
 * public entry).
 */
export const usePublicMutation = <TVariables, TData>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  options?: KeyedMutationOptions<PublicSiteKeys, TData, TVariables>,
) => useKeyedMutation(usePublicSiteKeys(), () => [], mutationFn, options);
