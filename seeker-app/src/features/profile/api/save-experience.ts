import { call, type ExperienceInput, seekerContract } from 'shared-api';
import { useProfileMutation } from './profile-mutation.ts';

/** POST /users/experience (id null) or PUT /users/experience/:id. */
export const useSaveExperience = () =>
  useProfileMutation(({ id, body }: { id: string | null; body: ExperienceInput }) =>
    id ? call(seekerContract.updateExperience, { params: { id }, body }) : call(seekerContract.addExperience, { body }),
  );
