import { useMutation } from '@tanstack/react-query';
import { call, employerContract } from 'shared-api';
import { useStoreUser } from './use-store-user.ts';

/** DELETE /users/profile/documents/:id. */
export const deleteDocument = (id: string) => call(employerContract.deleteDocument, { params: { id } });

export const useDeleteDocument = () => useMutation({ mutationFn: deleteDocument, onSuccess: useStoreUser() });
