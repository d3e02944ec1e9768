import { downloadFile, seekerContract } from 'shared-api';
import { useSeekerMutation } from '../../../lib/use-seeker-mutation.ts';

/** The stored file's id: the last segment of the user's resume address (`/api/users/resume/<id>`). */
const fileId = (resumeUrl: string) => resumeUrl.slice(resumeUrl.lastIndexOf('/') + 1);

/** GET /users/resume/:id, saved under the name the server gives it (changes nothing, so refreshes nothing). */
export const useDownloadResume = () =>
  useSeekerMutation(
    (resumeUrl: string) => downloadFile(seekerContract.downloadResume, { params: { id: fileId(resumeUrl) } }),
    { invalidates: () => [] },
  );
