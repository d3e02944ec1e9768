import { call, employerContract } from 'shared-api';
import { useProfileMutation } from './profile-mutation.ts';

/** POST /users/profile/logo (multipart): replaces the company logo. */
export function uploadLogo(file: File) {
  const body = new FormData();
  body.append(employerContract.uploadLogo.field, file);
  return call(employerContract.uploadLogo, { body });
}

export const useUploadLogo = () => useProfileMutation(uploadLogo);
