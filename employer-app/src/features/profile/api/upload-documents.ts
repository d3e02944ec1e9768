import { useMutation } from '@tanstack/react-query';
import { call, employerContract } from 'shared-api';
import { useStoreUser } from './use-store-user.ts';

/** POST /users/profile/documents (multipart): adds several verification documents at once. */
export function uploadDocuments(files: readonly File[]) {
  const body = new FormData();
  for (const file of files) body.append(employerContract.uploadDocuments.field, file);
  return call(employerContract.uploadDocuments, { body });
}

export const useUploadDocuments = () => useMutation({ mutationFn: uploadDocuments, onSuccess: useStoreUser() });
