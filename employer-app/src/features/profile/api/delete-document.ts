import { call, employerContract } from 'shared-api';
import { useProfileMutation } from './profile-mutation.ts';

/** DELETE /users/profile/documents/:id. */
export const deleteDocument = (id: string) => call(employerContract.deleteDocument, { params: { id } });

export const useDeleteDocument = () => useProfileMutation(deleteDocument);
