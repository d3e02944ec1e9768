import { call, type Education, seekerContract } from 'shared-api';
import { useProfileMutation } from './profile-mutation.ts';

/** DELETE /users/education/:id. */
export const useDeleteEducation = () =>
  useProfileMutation((item: Education) => call(seekerContract.deleteEducation, { params: { id: item.id } }));
