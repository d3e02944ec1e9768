import type { CvLanguage } from '../contract/cv-constants.ts';
import { seekerContract } from '../contract-refs.ts';
import { downloadFile } from './download.ts';

/** GET /users/profile/cv: the signed-in seeker's CV made from their profile now, saved under the server's name. */
export const downloadSeekerCv = (language: CvLanguage) =>
  downloadFile(seekerContract.downloadCv, { query: { language } });
