import { downloadSeekerCv } from 'shared-api';
import { useSeekerMutation } from '../../../lib/use-seeker-mutation.ts';

/** The seeker's CV made from the profile, as a download (changes nothing, so refreshes nothing). */
export const useDownloadCv = () => useSeekerMutation(downloadSeekerCv, { invalidates: () => [] });
