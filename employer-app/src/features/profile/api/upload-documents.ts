import { call, employerContract } from 'shared-api';
import { useProfileMutation } from './profile-mutation.ts';

/** POST /users/profile/documents (multipart): adds several verification documents at once. */
export function uploadDocuments(files: readonly File[]) {
  const body = new FormData();
  for (const file of files) body.append(employerContract.uploadDocuments.field, file);
  return call(employerContract.uploadDocuments, { body });
}

export const useUploadDocuments = () => useProfileMutation(uploadDocuments);
