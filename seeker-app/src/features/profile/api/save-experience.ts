import { call, type ExperienceInput, seekerContract } from 'shared-api';
import { useProfileMutation } from './profile-mutation.ts';

/** A new job (id null) or a change to the stored one. */
export type SaveExperienceInput = { id: string | null; body: ExperienceInput };

/** POST /users/experience (id null) or PUT /users/experience/:id. */
export const useSaveExperience = () =>
  useProfileMutation(({ id, body }: SaveExperienceInput) =>
    id ? call(seekerContract.updateExperience, { params: { id }, body }) : call(seekerContract.addExperience, { body }),
  );
