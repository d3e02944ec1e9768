import { adminContract, call } from 'shared-api';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';

/** POST /admin/employers/:id/documents (multipart, field `documents`, one or more files). */
export const useUploadDocuments = () =>
  useAdminMutation(({ id, files }: { id: string; files: readonly File[] }) => {
    const body = new FormData();
    for (const file of files) body.append(adminContract.uploadDocuments.field, file);
    return call(adminContract.uploadDocuments, { params: { id }, body });
  });
