import { useMutation } from '@tanstack/react-query';
import { downloadFile, seekerContract } from 'shared-api';

/** The stored file's id: the last segment of the user's resume address (`/api/users/resume/<id>`). */
const fileId = (resumeUrl: string) => resumeUrl.slice(resumeUrl.lastIndexOf('/') + 1);

/** GET /users/resume/:id, saved under the name the server gives it. */
export const useDownloadResume = () =>
  useMutation({
    mutationFn: (resumeUrl: string) =>
      downloadFile(seekerContract.downloadResume, { params: { id: fileId(resumeUrl) } }),
  });
