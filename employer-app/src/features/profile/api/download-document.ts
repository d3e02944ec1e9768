import { useMutation } from '@tanstack/react-query';
import { downloadFile, employerContract, fillPath } from 'shared-api';

/** GET /users/documents/:id: saves one of the company's documents (the name comes from the server). */
export const downloadDocument = (id: string) =>
  downloadFile(fillPath(employerContract.document.path, { id }), employerContract.document.defaultFileName);

export const useDownloadDocument = () => useMutation({ mutationFn: downloadDocument });
