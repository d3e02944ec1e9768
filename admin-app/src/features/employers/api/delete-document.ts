import { adminContract, call } from 'shared-api';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';

/** DELETE /admin/employers/:id/documents/:docId */
export const useDeleteDocument = () =>
  useAdminMutation((params: { id: string; docId: string }) => call(adminContract.deleteDocument, { params }));
