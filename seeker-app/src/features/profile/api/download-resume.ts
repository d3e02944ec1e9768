import { downloadSeekerResume } from 'shared-api';
import { useSeekerMutation } from '../../../lib/use-seeker-mutation.ts';

/** The seeker's own résumé as a download (changes nothing, so refreshes nothing). */
export const useDownloadResume = () => useSeekerMutation(downloadSeekerResume, { invalidates: () => [] });
