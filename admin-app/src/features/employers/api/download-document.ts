import { downloadFile, type EmployerDocument, employerContract } from 'shared-api';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';

/** GET /users/documents/:id with the admin's token (a private file), handed to the browser as a download. */
export const useDownloadDocument = () =>
  useAdminMutation(
    (document: EmployerDocument) => downloadFile(employerContract.document, { params: { id: document.id } }),
    { invalidates: () => [] },
  );
