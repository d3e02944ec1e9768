import { call, type Experience, seekerContract } from 'shared-api';
import { useProfileMutation } from './profile-mutation.ts';

/** DELETE /users/experience/:id. */
export const useDeleteExperience = () =>
  useProfileMutation((item: Experience) => call(seekerContract.deleteExperience, { params: { id: item.id } }));
