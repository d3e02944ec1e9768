import { useMutation } from '@tanstack/react-query';
import { downloadFile, type EmployerDocument, employerContract } from 'shared-api';

/** GET /users/documents/:id with the admin's token (a private file), handed to the browser as a download. */
export const useDownloadDocument = () =>
  useMutation({
    mutationFn: (document: EmployerDocument) =>
      downloadFile(employerContract.document, { params: { id: document.id } }),
  });
