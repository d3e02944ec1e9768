import { call, type EducationInput, seekerContract } from 'shared-api';
import { useProfileMutation } from './profile-mutation.ts';

/** POST /users/education (id null) or PUT /users/education/:id. */
export const useSaveEducation = () =>
  useProfileMutation(({ id, body }: { id: string | null; body: EducationInput }) =>
    id ? call(seekerContract.updateEducation, { params: { id }, body }) : call(seekerContract.addEducation, { body }),
  );
