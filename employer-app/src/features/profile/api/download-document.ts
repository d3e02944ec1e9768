import { downloadFile, employerContract } from 'shared-api';
import { useEmployerMutation } from '../../../lib/use-employer-mutation.ts';

/** GET /users/documents/:id: saves one of the company's documents (the name comes from the server). */
export const downloadDocument = (id: string) => downloadFile(employerContract.document, { params: { id } });

export const useDownloadDocument = () => useEmployerMutation(downloadDocument, { invalidates: () => [] });
