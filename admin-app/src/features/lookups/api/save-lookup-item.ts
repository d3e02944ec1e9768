import { call, jobKeys, type LookupList, type LookupWriteBody, lookupContract, lookupKeys } from 'shared-api';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';

/** POST /<list> (id null) or PUT /<list>/:id. Job cards show lookup names, so the job lists refresh too. */
export function useSaveLookupItem(list: LookupList) {
  const routes = lookupContract(list);
  return useAdminMutation(
    ({ id, body }: { id: string | null; body: LookupWriteBody }) =>
      id ? call(routes.update, { params: { id }, body }) : call(routes.create, { body }),
    { invalidates: (keys) => [lookupKeys.list(list), keys.audit(), jobKeys.all] },
  );
}
