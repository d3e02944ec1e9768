import { call, seekerContract } from 'shared-api';
import { useProfileMutation } from './profile-mutation.ts';

/** POST /users/profile/resume (multipart, the file under the contract's field name). */
export const useUploadResume = () =>
  useProfileMutation((file: File) => {
    const body = new FormData();
    body.append(seekerContract.uploadResume.field, file);
    return call(seekerContract.uploadResume, { body });
  });
