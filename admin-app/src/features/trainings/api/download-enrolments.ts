import { adminTrainingsContract, downloadFile } from 'shared-api';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';

/** GET /admin/trainings/:id/enrolments.csv with the admin's token, handed to the browser as a download. */
export const useDownloadEnrolments = () =>
  useAdminMutation(
    (trainingId: string) => downloadFile(adminTrainingsContract.exportEnrolments, { params: { id: trainingId } }),
    { invalidates: () => [] },
  );
