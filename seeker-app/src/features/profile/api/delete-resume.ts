import { call, seekerContract } from 'shared-api';
import { useProfileMutation } from './profile-mutation.ts';

/** DELETE /users/profile/resume. */
export const useDeleteResume = () => useProfileMutation(() => call(seekerContract.deleteResume));
