import { adminContract, call } from 'shared-api';
import { useAdminMutation } from '../../shared/api/use-admin-mutation.ts';

/** DELETE /admin/employers/:id/documents/:docId */
export const useDeleteDocument = () =>
  useAdminMutation((params: { id: string; docId: string }) => call(adminContract.deleteDocument, { params }));
