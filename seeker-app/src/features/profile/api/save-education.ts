import { call, type EducationInput, seekerContract } from 'shared-api';
import { useProfileMutation } from './profile-mutation.ts';

/** A new school (id null) or a change to the stored one. */
export type SaveEducationInput = { id: string | null; body: EducationInput };

/** POST /users/education (id null) or PUT /users/education/:id. */
export const useSaveEducation = () =>
  useProfileMutation(({ id, body }: SaveEducationInput) =>
    id ? call(seekerContract.updateEducation, { params: { id }, body }) : call(seekerContract.addEducation, { body }),
  );
