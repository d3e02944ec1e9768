import { call, type SeekerProfileUpdate, seekerContract } from 'shared-api';
import { useProfileMutation } from './profile-mutation.ts';

/** PUT /users/profile: the sections sent replace what is stored (skills and certifications as whole lists). */
export const useUpdateProfile = () =>
  useProfileMutation((body: SeekerProfileUpdate) => call(seekerContract.updateProfile, { body }));
