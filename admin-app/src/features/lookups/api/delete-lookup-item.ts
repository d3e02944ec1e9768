import { call, type LookupList, lookupContract, lookupKeys } from 'shared-api';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';

/** DELETE /<list>/:id (refused while a job or profile uses the item: admin.lookupInUse). */
export function useDeleteLookupItem(list: LookupList) {
  const routes = lookupContract(list);
  return useAdminMutation((id: string) => call(routes.remove, { params: { id } }), {
    invalidates: (keys) => [lookupKeys.list(list), keys.audit()],
  });
}
