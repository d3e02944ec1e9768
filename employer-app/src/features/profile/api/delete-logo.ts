import { call, employerContract } from 'shared-api';
import { useProfileMutation } from './profile-mutation.ts';

/** DELETE /users/profile/logo. */
export const deleteLogo = () => call(employerContract.deleteLogo);

export const useDeleteLogo = () => useProfileMutation(deleteLogo);
