import { adminContract, call, jobKeys } from 'shared-api';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';

/** POST /admin/employers/:id/logo (multipart, field `logo`). */
export const useUploadLogo = () =>
  useAdminMutation(
    ({ id, file }: { id: string; file: File }) => {
      const body = new FormData();
      body.append(adminContract.uploadLogo.field, file);
      return call(adminContract.uploadLogo, { params: { id }, body });
    },
    { invalidates: (keys) => [keys.all, jobKeys.all] },
  );
