import { useMutation } from '@tanstack/react-query';
import { call, employerContract } from 'shared-api';
import { useStoreUser } from './use-store-user.ts';

/** POST /users/profile/logo (multipart): replaces the company logo. */
export function uploadLogo(file: File) {
  const body = new FormData();
  body.append(employerContract.uploadLogo.field, file);
  return call(employerContract.uploadLogo, { body });
}

export const useUploadLogo = () => useMutation({ mutationFn: uploadLogo, onSuccess: useStoreUser() });
