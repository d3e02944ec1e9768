import { seekerContract } from '../contract-refs.ts';
import { downloadFile } from './download.ts';

/** The stored file's id: the last segment of a seeker's résumé address (`/api/users/resume/<id>`). */
export const resumeFileId = (resumeUrl: string) => resumeUrl.slice(resumeUrl.lastIndexOf('/') + 1);

/**
 * GET /users/resume/:id with the signed-in user's token (the seeker, an administrator, or an employer the seeker
 * applied to), saved under the name the server gives it.
 */
export const downloadSeekerResume = (resumeUrl: string) =>
  downloadFile(seekerContract.downloadResume, { params: { id: resumeFileId(resumeUrl) } });
