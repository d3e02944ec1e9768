import { useMutation } from '@tanstack/react-query';
import { call, employerContract } from 'shared-api';
import { useStoreUser } from './use-store-user.ts';

/** DELETE /users/profile/logo. */
export const deleteLogo = () => call(employerContract.deleteLogo);

export const useDeleteLogo = () => useMutation({ mutationFn: deleteLogo, onSuccess: useStoreUser() });
