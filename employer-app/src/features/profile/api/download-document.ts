import { useMutation } from '@tanstack/react-query';
import { downloadFile, employerContract } from 'shared-api';

/** GET /users/documents/:id: saves one of the company's documents (the name comes from the server). */
export const downloadDocument = (id: string) => downloadFile(employerContract.document, { params: { id } });

export const useDownloadDocument = () => useMutation({ mutationFn: downloadDocument });
