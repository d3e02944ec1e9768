import { downloadSeekerResume } from 'shared-api';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';

/** A seeker's résumé with the admin's token (a private file), handed to the browser as a download. */
export const useDownloadResume = () => useAdminMutation(downloadSeekerResume, { invalidates: () => [] });
